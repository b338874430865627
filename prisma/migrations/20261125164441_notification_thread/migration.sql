-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "thread_id" UUID;
