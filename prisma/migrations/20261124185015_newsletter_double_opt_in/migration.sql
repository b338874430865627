-- Double opt-in. Rows from before stay unconfirmed: nobody proved they own those addresses, so
-- they are no longer subscribers until they sign up and confirm.
-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN     "confirm_sent_at" TIMESTAMP(3),
ADD COLUMN     "confirm_token_expires_at" TIMESTAMP(3),
ADD COLUMN     "confirm_token_hash" TEXT,
ADD COLUMN     "confirmed_at" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_hash_key" ON "newsletter_subscribers"("confirm_token_hash");
