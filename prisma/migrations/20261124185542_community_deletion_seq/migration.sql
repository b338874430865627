-- A deletion takes its own number in the room's sequence of events (the next value of seq's
-- sequence). Messages deleted before this keep none: no page open now can still show them.
-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "deleted_seq" BIGINT;

-- CreateIndex
CREATE INDEX "chat_messages_room_deleted_seq_idx" ON "chat_messages"("room", "deleted_seq");
