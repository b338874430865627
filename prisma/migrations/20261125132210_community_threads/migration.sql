-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "last_reply_at" TIMESTAMP(3),
ADD COLUMN     "parent_id" UUID,
ADD COLUMN     "reply_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "chat_messages_parent_id_seq_idx" ON "chat_messages"("parent_id", "seq");

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "chat_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A count of live replies is never negative (decrements are conditional too)
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_count_check" CHECK ("reply_count" >= 0);
