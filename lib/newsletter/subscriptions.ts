import { isUniqueViolation } from "@/lib/services/database/errors";
import { normalizeEmail } from "@/lib/auth/email";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { welcomeEmail } from "./emails";
import { logger } from "@/lib/observability/logger";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** Subscribes an email; someone who unsubscribed earlier is welcomed back. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const address = normalizeEmail(email);
  try {
    const subscriber = await db.newsletterSubscriber.create({ data: { email: address } });
    await sendEmail({ to: address, ...welcomeEmail(subscriber.unsubscribeToken) }).catch((error) => logger.error({ detail: error instanceof Error ? error.message : String(error) }, "[newsletter] welcome email failed:"));
    return "subscribed";
  } catch (error) {
    if (!(isUniqueViolation(error))) throw error;
    const revived = await db.newsletterSubscriber.updateMany({
      where: { email: address, unsubscribedAt: { not: null } },
      data: { unsubscribedAt: null },
    });
    return revived.count ? "subscribed" : "already-subscribed";
  }
}

/** Ends a subscription by the secret token of its unsubscribe link; false when the token is unknown. */
export async function unsubscribeFromNewsletter(token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  const result = await db.newsletterSubscriber.updateMany({
    where: { unsubscribeToken: token },
    data: { unsubscribedAt: new Date() },
  });
  return result.count > 0;
}

export async function findSubscriberByToken(token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  return db.newsletterSubscriber.findUnique({ where: { unsubscribeToken: token }, select: { email: true, unsubscribedAt: true } });
}
