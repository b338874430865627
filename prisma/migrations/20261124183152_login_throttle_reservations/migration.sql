-- AlterTable
ALTER TABLE "login_throttles" ADD COLUMN     "in_flight" INTEGER NOT NULL DEFAULT 0;
