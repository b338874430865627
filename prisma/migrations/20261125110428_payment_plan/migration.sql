-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "plan_id" UUID;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "subscription_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Charges made so far paid for the plan their subscription is on now.
UPDATE "payments" AS p SET "plan_id" = s."plan_id" FROM "subscriptions" AS s WHERE s."id" = p."subscription_id";
