-- AlterTable
ALTER TABLE "subscriptions" DROP COLUMN "change_in_flight";
