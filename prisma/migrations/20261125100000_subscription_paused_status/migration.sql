-- Its own migration: PostgreSQL will not use a new enum value in the transaction that adds it.
ALTER TYPE "SubscriptionStatus" ADD VALUE 'paused';
