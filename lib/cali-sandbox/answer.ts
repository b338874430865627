import type { DeclineCode, Declined } from "@/lib/services/payments/types";

/**
 * What a sandbox operation answers: an HTTP status and a JSON body. Kept as plain data (not a
 * Response) so an idempotent answer can be stored and replayed as it was.
 */
export type SandboxAnswer = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

export const answer = (status: number, body: Record<string, unknown>): SandboxAnswer => ({ status, body });
export const errorAnswer = (status: number, error: string): SandboxAnswer => answer(status, { error });

export function toResponse({ status, body, headers }: SandboxAnswer): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  invalid_card: "The card number, security code or expiry date is invalid.",
  expired_card: "Your card has expired.",
  invalid_encryption: "The card details could not be read. Please enter them again.",
};

/** The provider's own words for a decline. */
export const declineText = (code: DeclineCode): string => DECLINE_MESSAGES[code];

export function declinedAnswer(code: DeclineCode, transactionId: string | null): SandboxAnswer {
  const body: Declined = { status: "declined", code, message: declineText(code), transactionId };
  return answer(402, body);
}
