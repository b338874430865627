-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'es', 'pt');

-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
