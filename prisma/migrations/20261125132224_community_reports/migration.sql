-- CreateEnum
CREATE TYPE "CommunityReportReason" AS ENUM ('spam', 'harassment', 'off_topic', 'scam', 'other');

-- CreateEnum
CREATE TYPE "CommunityReportStatus" AS ENUM ('open', 'dismissed', 'actioned');

-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "hidden_at" TIMESTAMP(3),
ADD COLUMN     "hidden_seq" BIGINT;

-- CreateTable
CREATE TABLE "community_reports" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "CommunityReportReason" NOT NULL,
    "note" TEXT,
    "status" "CommunityReportStatus" NOT NULL DEFAULT 'open',
    "reviewed_by" UUID,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "community_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "community_reports_status_message_id_idx" ON "community_reports"("status", "message_id");

-- CreateIndex
CREATE UNIQUE INDEX "community_reports_message_id_reporter_id_key" ON "community_reports"("message_id", "reporter_id");

-- CreateIndex
CREATE INDEX "chat_messages_room_hidden_seq_idx" ON "chat_messages"("room", "hidden_seq");

-- AddForeignKey
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "chat_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
