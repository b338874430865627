-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "edited_at" TIMESTAMP(3),
ADD COLUMN     "updated_seq" BIGINT;

-- CreateIndex
CREATE INDEX "chat_messages_room_updated_seq_idx" ON "chat_messages"("room", "updated_seq");
