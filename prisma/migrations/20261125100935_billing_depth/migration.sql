-- DropIndex
DROP INDEX "subscriptions_one_plan_per_audience";

-- AlterTable
ALTER TABLE "cali_sandbox_subscriptions" ADD COLUMN     "next_plan_token" TEXT,
ADD COLUMN     "resumes_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "cali_sandbox_transactions" ADD COLUMN     "customer_reference" TEXT,
ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "payment_events" ADD COLUMN     "applying_since" TIMESTAMP(3),
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "replayed_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "decline_code" TEXT,
ADD COLUMN     "receipt_number" TEXT,
ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "dunning_step" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "past_due_since" TIMESTAMP(3),
ADD COLUMN     "resumes_at" TIMESTAMP(3),
ADD COLUMN     "scheduled_plan_id" UUID;

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "provider_refund_id" TEXT,
    "idempotency_key" TEXT,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "requested_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "receipt_counters" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "receipt_counters_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "billing_details" (
    "user_id" UUID NOT NULL,
    "billing_name" TEXT,
    "tax_id" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "billing_details_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "reconciliation_runs" (
    "id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    "checked" INTEGER NOT NULL DEFAULT 0,
    "issues" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,

    CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cali_sandbox_refunds" (
    "id" TEXT NOT NULL,
    "transaction_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cali_sandbox_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds"("provider_refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "refunds_payment_id_idx" ON "refunds"("payment_id");

-- CreateIndex
CREATE INDEX "reconciliation_runs_started_at_idx" ON "reconciliation_runs"("started_at");

-- CreateIndex
CREATE UNIQUE INDEX "reconciliation_runs_one_running" ON "reconciliation_runs"("status") WHERE (status = 'running'::text);

-- CreateIndex
CREATE INDEX "cali_sandbox_refunds_transaction_id_idx" ON "cali_sandbox_refunds"("transaction_id");

-- CreateIndex
CREATE INDEX "payment_events_outcome_created_at_idx" ON "payment_events"("outcome", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments"("receipt_number");

-- CreateIndex
CREATE INDEX "subscriptions_status_past_due_since_idx" ON "subscriptions"("status", "past_due_since");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_one_plan_per_audience" ON "subscriptions"("user_id", "audience") WHERE (status = ANY (ARRAY['pending'::"SubscriptionStatus", 'active'::"SubscriptionStatus", 'past_due'::"SubscriptionStatus", 'paused'::"SubscriptionStatus"]));

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_plan_id_fkey" FOREIGN KEY ("scheduled_plan_id") REFERENCES "subscription_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A refund never takes more than its charge (lib/billing/refunds reserves with a conditional UPDATE).
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents");
ALTER TABLE "cali_sandbox_transactions" ADD CONSTRAINT "cali_sandbox_transactions_refunded_within_amount" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents");

-- Events stored before the webhook log kept their outcome in metadata.
UPDATE "payment_events" SET "outcome" = "metadata"->>'outcome', "attempts" = 1 WHERE "processed_at" IS NOT NULL;

-- A failure recorded before the grace period counted from it counts from the end of the period.
UPDATE "subscriptions" SET "past_due_since" = "current_period_end", "dunning_step" = 1 WHERE "status" = 'past_due';

-- Receipt numbers for the approved charges made so far, in order and per year, and the counters that continue from them.
WITH numbered AS (
  SELECT "id", EXTRACT(YEAR FROM "created_at")::int AS "year",
         ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM "created_at") ORDER BY "created_at", "id") AS "n"
  FROM "payments" WHERE "status" = 'approved'
)
UPDATE "payments" AS p SET "receipt_number" = numbered."year" || '-' || LPAD(numbered."n"::text, 6, '0')
FROM numbered WHERE numbered."id" = p."id";
INSERT INTO "receipt_counters" ("year", "last")
SELECT EXTRACT(YEAR FROM "created_at")::int, COUNT(*) FROM "payments" WHERE "status" = 'approved' GROUP BY 1;
