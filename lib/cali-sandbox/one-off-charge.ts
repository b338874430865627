import type { PaymentAnswer } from "@/lib/services/payments/types";
import { answer, type SandboxAnswer } from "./answer";
import { authorizeCard } from "./authorize";
import type { EncryptedCard } from "./card-check";
import { declineCharge } from "./declined-charge";
import { authorizationCode } from "./ids";
import { cardInfoOf } from "./subscription-view";
import { recordTransaction, type TransactionKind } from "./transactions";
import { sendWebhook } from "./webhooks";

export type OneOffChargeInput = EncryptedCard & {
  transactionToken: string;
  amountCents: number;
  currency: string;
};

/**
 * A charge without a subscription (the test payment, a payment): the card is authorised through its
 * cipher session, a transaction row is kept, and a signed payment.approved / payment.declined
 * webhook goes out with the transaction (and the customer, when there is one).
 */
export async function oneOffCharge(
  input: OneOffChargeInput,
  { kind, status, customerReference }: { kind: TransactionKind; status: number; customerReference?: string },
): Promise<SandboxAnswer> {
  const authorization = await authorizeCard(input);
  if (authorization.kind === "failed") return authorization.answer;
  const money = { amountCents: input.amountCents, currency: input.currency };
  if (authorization.kind === "declined")
    return declineCharge(authorization, { kind, money, customerReference });
  const transactionId = await recordTransaction({ kind, ...money, status: "approved" });
  const result: PaymentAnswer = {
    status: "approved",
    transactionId,
    authorizationCode: authorizationCode(),
    ...money,
    cardInfo: cardInfoOf(authorization.card),
  };
  sendWebhook("payment.approved", {
    transactionId,
    ...money,
    status: "approved",
    cardInfo: result.cardInfo,
    authorizationCode: result.authorizationCode,
    customerReference,
  });
  return answer(status, result);
}
