import type { DeclineCode } from "@/lib/services/payments/types";

/**
 * The sandbox's test cards (any other card that passes the checks approves):
 *   4242 4242 4242 4242  approves (visa)            5555 5555 5555 4444  approves (mastercard)
 *   4000 0000 0000 0002  declines: card_declined    4000 0000 0000 9995  declines: insufficient_funds
 *   4000 0000 0000 0119  HTTP 500, every time (exercises retries)
 *   4000 0000 0000 0341  approves the first charge, declines every renewal (card_declined)
 */
export type CardOutcome =
  "approve" | "card_declined" | "insufficient_funds" | "processing_error" | "decline_renewals";

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  "4242424242424242": "approve",
  "5555555555554444": "approve",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000119": "processing_error",
  "4000000000000341": "decline_renewals",
};

export const outcomeOf = (digits: string): CardOutcome => TEST_CARDS[digits] ?? "approve";

export type ChargeDecision =
  { approved: true } | { approved: false; code: DeclineCode } | { error: "processing_error" };

/** What charging a card of this class does, for a first charge or for a renewal of the card on file. */
export function decide(outcome: CardOutcome, charge: "first" | "renewal"): ChargeDecision {
  switch (outcome) {
    case "approve":
      return { approved: true };
    case "decline_renewals":
      return charge === "first" ? { approved: true } : { approved: false, code: "card_declined" };
    case "card_declined":
    case "insufficient_funds":
      return { approved: false, code: outcome };
    case "processing_error":
      return { error: "processing_error" };
  }
}
