-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "audience" "PlanAudience" NOT NULL DEFAULT 'member',
ADD COLUMN     "change_in_flight" TEXT,
ADD COLUMN     "change_started_at" TIMESTAMP(3),
ALTER COLUMN "billing_provider_id" DROP NOT NULL;

-- Each subscription takes its plan's audience.
UPDATE "subscriptions" AS s SET "audience" = p."audience" FROM "subscription_plans" AS p WHERE p."id" = s."plan_id";

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_one_plan_per_audience" ON "subscriptions"("user_id", "audience") WHERE (status IN ('pending', 'active', 'past_due'));
