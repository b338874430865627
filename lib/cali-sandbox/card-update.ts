import "server-only";
import { db } from "@/lib/services/database";
import type { CardUpdateAnswer, ChargeResult } from "@/lib/services/payments/types";
import { answer, declineText, errorAnswer, type SandboxAnswer } from "./answer";
import { authorizeCard } from "./authorize";
import { chargeCardOnFile } from "./renewals";
import type { CardUpdateInput } from "./schemas";
import { toProviderSubscription } from "./subscription-view";

/** The subscriptions that still renew, so have a card on file to replace. */
const RENEWING = ["active", "past_due", "paused"];

/**
 * PUT /v1/subscriptions/{id}/card: the card is checked like a first charge (authorizeCard: the
 * cipher session, the card checks, the test card's first-charge outcome). A card that fails is not
 * stored and nothing is charged: answered 200 with a declined `retry` without a transaction. A card
 * that passes becomes the card on file; a past_due subscription's charge is then tried on it at once,
 * through the renewals' conditional charge, so a retry racing a renewal charges once.
 */
export async function updateCard(id: string, input: CardUpdateInput): Promise<SandboxAnswer> {
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!row) return errorAnswer(404, "Unknown subscription");
  if (!RENEWING.includes(row.status))
    return errorAnswer(409, `A ${row.status} subscription has no card to update`);

  const authorization = await authorizeCard(input);
  if (authorization.kind === "failed") return authorization.answer;
  if (authorization.kind === "declined") {
    const retry: ChargeResult = {
      status: "declined",
      transactionId: null,
      code: authorization.code,
      message: declineText(authorization.code),
    };
    return reply(id, retry);
  }

  const { card } = authorization;
  const { count } = await db.caliSandboxSubscription.updateMany({
    where: { id, status: { in: RENEWING } },
    data: { cardOutcome: card.outcome, cardBrand: card.brand, cardLastFour: card.lastFour },
  });
  if (count !== 1) return errorAnswer(409, "The subscription stopped renewing meanwhile");

  const current = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id } });
  if (current.status !== "past_due") return reply(id, null);
  const result = await chargeCardOnFile(current);
  if (result.kind === "refused") return result.answer;
  // Renewed meanwhile (an advance won the period): nothing left to retry.
  return reply(id, result.kind === "charged" ? result.charge : null);
}

async function reply(id: string, retry: ChargeResult | null): Promise<SandboxAnswer> {
  const subscription = await toProviderSubscription(
    await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id } }),
  );
  const body: CardUpdateAnswer = { subscription, retry };
  return answer(200, body);
}
