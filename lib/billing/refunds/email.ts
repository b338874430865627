import "server-only";
import { userLanguage } from "@/lib/auth/users";
import { site } from "@/lib/config/site";
import { formatMoney } from "@/lib/i18n/format";
import { translator } from "@/lib/i18n/translator";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database/index";
import { sendEmail } from "@/lib/services/email/index";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import { billingDate } from "../dates";
import { planName } from "../plan-text";

/** Tells the member about a refund that went through, in their language. Never throws. */
export async function sendRefundEmail(refundId: string): Promise<void> {
  try {
    const refund = await db.refund.findUniqueOrThrow({
      where: { id: refundId },
      include: {
        payment: {
          include: {
            subscription: {
              select: { userId: true, plan: { select: { code: true, name: true } }, user: true },
            },
          },
        },
      },
    });
    const { payment } = refund;
    const { userId, plan, user } = payment.subscription;
    const locale = await userLanguage(userId);
    const t = await translator(locale, "billingHistory");
    const money = (cents: number) => formatMoney(cents, locale, refund.currency);
    const message = await renderEmail(
      {
        subject: t("emails.refund.subject", { site: site.name, amount: money(refund.amountCents) }),
        paragraphs: [
          t("emails.refund.refunded", {
            amount: money(refund.amountCents),
            paid: money(payment.amountCents),
            date: billingDate(payment.createdAt, locale),
            plan: await planName(plan, locale),
          }),
          t("emails.refund.timing"),
          ...(refund.reason ? [t("emails.refund.reason", { reason: refund.reason })] : []),
        ],
        action: { label: t("emails.refund.action"), url: siteLink("/profile?tab=subscription", locale) },
      },
      locale,
    );
    await sendEmail({ to: user.email, ...message });
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[billing] refund email failed:",
    );
  }
}
