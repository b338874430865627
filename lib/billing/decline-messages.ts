import type { DeclineCode } from "@/lib/services/payments/types";

/**
 * What a member reads under the 'Payment Declined' title when the card provider declines a card
 * (checkout and credit packs). The title says it was declined; the message says why and what to do.
 * Written in English; the answer translates them (errors.server.billing in the catalogues).
 */
const messages: Partial<Record<DeclineCode, string>> = {
  insufficient_funds: "Your card has insufficient funds. Please try again with a different card.",
  expired_card: "Your card has expired. Please try again with a different card.",
  invalid_card: "Please check your card details and try again.",
  invalid_encryption: "Unable to secure your card information. Please try again.",
};

export const DECLINED_TITLE = "Payment Declined";

export const declineMessage = (code: DeclineCode): string =>
  messages[code] ?? "Your card was declined. Please try again with a different card.";
