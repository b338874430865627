import "server-only";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { logger } from "@/lib/observability/logger";
import { sendEmail } from "@/lib/services/email/index";
import { prorationReceiptEmail, type ProrationReceipt } from "./email";
import { insertPayment } from "../payments";

/**
 * Records an upgrade's prorated charge, once per provider transaction: the plan change's answer
 * and its webhook both call this; whichever comes second changes nothing and sends no email.
 */
export async function recordProrationCharge(
  charge: ProrationReceipt & { subscriptionId: string; userId: string },
): Promise<boolean> {
  const { created } = await insertPayment({
    subscriptionId: charge.subscriptionId,
    planId: charge.plan.id,
    transactionId: charge.transactionId,
    amountCents: charge.amountCents,
    currency: charge.currency,
    status: "approved",
    kind: "proration",
    cardBrand: charge.cardBrand,
    cardLastFour: charge.cardLastFour,
  });
  if (!created) return false;
  const to = await userEmail(charge.userId).catch(() => null);
  if (to)
    await userLanguage(charge.userId)
      .then((locale) => prorationReceiptEmail(charge, locale))
      .then((message) => sendEmail({ to, ...message }))
      .catch((error) =>
        logger.error(
          { detail: error instanceof Error ? error.message : error },
          "[billing] proration receipt email failed:",
        ),
      );
  return true;
}
