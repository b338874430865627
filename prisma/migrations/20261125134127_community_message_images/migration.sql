-- AlterTable
ALTER TABLE "chat_messages" ADD COLUMN     "image_height" INTEGER,
ADD COLUMN     "image_key" TEXT,
ADD COLUMN     "image_width" INTEGER;
