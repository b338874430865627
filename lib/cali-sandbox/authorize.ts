import type { DeclineCode } from "@/lib/services/payments/types";
import { errorAnswer, type SandboxAnswer } from "./answer";
import { checkCard, type CheckedCard, type EncryptedCard } from "./card-check";
import { openCipher, spendCipher } from "./ciphers";
import { decide } from "./test-cards";

/**
 * The first charge of a card sent through a cipher session (subscribe, test payment): the session,
 * the card checks and the test card's outcome. Recording and webhooks are the caller's.
 */
export type Authorization =
  | { kind: "approved"; card: CheckedCard }
  | { kind: "declined"; code: DeclineCode; card: CheckedCard | null }
  /** No final answer, nothing charged: the session stays as it was. */
  | { kind: "failed"; answer: SandboxAnswer };

const sessionRefused = (): Authorization => ({
  kind: "failed",
  answer: errorAnswer(400, "Unknown, expired or already used transaction token"),
});

export async function authorizeCard(
  input: EncryptedCard & { transactionToken: string },
): Promise<Authorization> {
  const cipherToken = await openCipher(input.transactionToken);
  if (!cipherToken) return sessionRefused();
  const check = checkCard(input, cipherToken);
  if (!check.ok)
    return (await spendCipher(input.transactionToken))
      ? { kind: "declined", code: check.code, card: check.card }
      : sessionRefused();
  const decision = decide(check.card.outcome, "first");
  // The processing-error card keeps its session open, so the client's retries really reach the "bank" again.
  if ("error" in decision)
    return {
      kind: "failed",
      answer: errorAnswer(500, "Processing error at the card network. Please retry."),
    };
  if (!(await spendCipher(input.transactionToken))) return sessionRefused();
  return decision.approved
    ? { kind: "approved", card: check.card }
    : { kind: "declined", code: decision.code, card: check.card };
}
