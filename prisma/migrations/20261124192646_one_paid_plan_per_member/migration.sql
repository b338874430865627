-- DropForeignKey
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_plan_id_fkey";

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "audience" "PlanAudience" NOT NULL DEFAULT 'member',
ADD COLUMN     "change_started_at" TIMESTAMP(3),
ALTER COLUMN "billing_provider_id" DROP NOT NULL;

-- Each subscription takes its plan's audience.
UPDATE "subscriptions" AS s SET "audience" = p."audience" FROM "subscription_plans" AS p WHERE p."id" = s."plan_id";

-- CreateIndex
CREATE UNIQUE INDEX "subscription_plans_id_audience_key" ON "subscription_plans"("id", "audience");

-- CreateIndex: one paid plan per member and audience (lib/billing/plan-slot.ts)
CREATE UNIQUE INDEX "subscriptions_one_plan_per_audience" ON "subscriptions"("user_id", "audience") WHERE (status = ANY (ARRAY['pending'::"SubscriptionStatus", 'active'::"SubscriptionStatus", 'past_due'::"SubscriptionStatus"]));

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_audience_fkey" FOREIGN KEY ("plan_id", "audience") REFERENCES "subscription_plans"("id", "audience") ON DELETE RESTRICT ON UPDATE CASCADE;
