-- AlterEnum (alone: PostgreSQL cannot use a new enum value in the transaction that adds it)
ALTER TYPE "SubscriptionStatus" ADD VALUE 'pending';
