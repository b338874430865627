import "server-only";
import { cardBrand, isExpired, luhnValid, MAX_EXPIRY_YEARS_AHEAD } from "@/lib/billing/card-rules";
import { decryptCardField } from "@/lib/services/payments/crypto";
import type { DeclineCode } from "@/lib/services/payments/types";
import { outcomeOf, type CardOutcome } from "./test-cards";

/**
 * Decrypts and checks a card. The clear number and CVV live only inside checkCard: what leaves it is
 * the card's outcome class, brand and last four digits, the most the sandbox ever keeps.
 */
export type CheckedCard = { outcome: CardOutcome; brand: string; lastFour: string };

export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; code: DeclineCode; card: CheckedCard | null };

export type EncryptedCard = {
  encryptedCardNumber: string;
  encryptedCvv: string;
  expirationMonth: string;
  expirationYear: string;
};

function decrypt(card: EncryptedCard, cipherToken: string): { number: string; cvv: string } | null {
  try {
    return {
      number: decryptCardField(card.encryptedCardNumber, cipherToken),
      cvv: decryptCardField(card.encryptedCvv, cipherToken),
    };
  } catch {
    return null;
  }
}

function expiryProblem(monthText: string, yearText: string, now: Date): DeclineCode | null {
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return "invalid_card";
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return "invalid_card";
  if (isExpired(month, year, now)) return "expired_card";
  if (year > now.getFullYear() + MAX_EXPIRY_YEARS_AHEAD) return "invalid_card";
  return null;
}

export function checkCard(input: EncryptedCard, cipherToken: string, now = new Date()): CardCheck {
  const clear = decrypt(input, cipherToken);
  if (!clear) return { ok: false, code: "invalid_encryption", card: null };
  // Spaces and dashes are how people type numbers; anything else is not a card number.
  const digits = clear.number.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, code: "invalid_card", card: null };
  const card: CheckedCard = {
    outcome: outcomeOf(digits),
    brand: cardBrand(digits),
    lastFour: digits.slice(-4),
  };
  if (!/^\d{3,4}$/.test(clear.cvv)) return { ok: false, code: "invalid_card", card };
  const problem = expiryProblem(input.expirationMonth.trim(), input.expirationYear.trim(), now);
  return problem ? { ok: false, code: problem, card } : { ok: true, card };
}
