-- CreateEnum
CREATE TYPE "ChatMessageType" AS ENUM ('user', 'ai');

-- CreateTable
CREATE TABLE "user_chats" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "anonymous_token" TEXT,
    "title" TEXT NOT NULL DEFAULT 'Travel Visa Consultation',
    "assistant_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_messages" (
    "id" UUID NOT NULL,
    "chat_id" UUID NOT NULL,
    "message_text" TEXT NOT NULL,
    "message_type" "ChatMessageType" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_usage" (
    "subject" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "chat_type" "ChatType" NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "chat_usage_pkey" PRIMARY KEY ("subject","day","chat_type")
);

-- CreateIndex
CREATE INDEX "user_chats_user_id_updated_at_idx" ON "user_chats"("user_id", "updated_at");

-- CreateIndex
CREATE INDEX "user_chats_anonymous_token_updated_at_idx" ON "user_chats"("anonymous_token", "updated_at");

-- CreateIndex
CREATE INDEX "user_messages_chat_id_created_at_idx" ON "user_messages"("chat_id", "created_at");

-- AddForeignKey
ALTER TABLE "user_chats" ADD CONSTRAINT "user_chats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_chat_id_fkey" FOREIGN KEY ("chat_id") REFERENCES "user_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;
