import "server-only";
import { declinedAnswer, type SandboxAnswer } from "./answer";
import type { Authorization } from "./authorize";
import { cardInfoOf } from "./subscription-view";
import { recordTransaction, type TransactionKind } from "./transactions";
import { sendWebhook } from "./webhooks";

/**
 * A first charge the card declined (subscribe, test payment, payment): the declined transaction is
 * kept, a signed payment.declined webhook goes out, and the caller answers with the decline.
 */
export async function declineCharge(
  decline: Extract<Authorization, { kind: "declined" }>,
  {
    kind,
    money,
    customerReference,
  }: {
    kind: TransactionKind;
    money: { amountCents: number; currency: string };
    customerReference?: string;
  },
): Promise<SandboxAnswer> {
  const transactionId = await recordTransaction({ kind, ...money, status: "declined" });
  const cardInfo = decline.card ? cardInfoOf(decline.card) : undefined;
  sendWebhook("payment.declined", {
    transactionId,
    ...money,
    status: "declined",
    declineCode: decline.code,
    cardInfo,
    customerReference,
  });
  return declinedAnswer(decline.code, transactionId);
}
