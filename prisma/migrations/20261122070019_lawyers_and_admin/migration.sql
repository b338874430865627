-- CreateEnum
CREATE TYPE "PlanAudience" AS ENUM ('member', 'lawyer');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "subscription_plans" ADD COLUMN     "audience" "PlanAudience" NOT NULL DEFAULT 'member';

-- CreateTable
CREATE TABLE "lawyer_applications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "bar_registration" TEXT NOT NULL,
    "countries" TEXT[],
    "languages" TEXT[],
    "specialities" TEXT[],
    "contact_email" TEXT NOT NULL,
    "contact_phone" TEXT,
    "website" TEXT,
    "bio" TEXT,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'pending',
    "reviewed_by_id" UUID,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lawyer_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lawyer_profiles" (
    "user_id" UUID NOT NULL,
    "display_name" TEXT NOT NULL,
    "bio" TEXT,
    "countries" TEXT[],
    "languages" TEXT[],
    "specialities" TEXT[],
    "website" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lawyer_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "lawyer_credits" (
    "lawyer_id" UUID NOT NULL,
    "credits_balance" INTEGER NOT NULL DEFAULT 0,
    "last_updated" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "lawyer_credits_pkey" PRIMARY KEY ("lawyer_id")
);

-- CreateTable
CREATE TABLE "contact_submissions" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "country" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'English',
    "message" TEXT NOT NULL,
    "conversation" JSONB NOT NULL DEFAULT '[]',
    "summary_text" TEXT,
    "source" TEXT NOT NULL DEFAULT 'visa-page',
    "consent_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_unlocks" (
    "id" UUID NOT NULL,
    "lawyer_id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "credits_spent" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_unlocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_purchases" (
    "id" UUID NOT NULL,
    "lawyer_id" UUID NOT NULL,
    "pack_code" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "transaction_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" UUID NOT NULL,
    "actor_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lawyer_applications_status_created_at_idx" ON "lawyer_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "contact_submissions_country_created_at_idx" ON "contact_submissions"("country", "created_at");

-- CreateIndex
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions"("created_at");

-- CreateIndex
CREATE INDEX "lead_unlocks_lawyer_id_created_at_idx" ON "lead_unlocks"("lawyer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "lead_unlocks_lawyer_id_lead_id_key" ON "lead_unlocks"("lawyer_id", "lead_id");

-- CreateIndex
CREATE UNIQUE INDEX "credit_purchases_transaction_id_key" ON "credit_purchases"("transaction_id");

-- CreateIndex
CREATE INDEX "credit_purchases_lawyer_id_created_at_idx" ON "credit_purchases"("lawyer_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs"("created_at");

-- AddForeignKey
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_unlocks" ADD CONSTRAINT "lead_unlocks_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
