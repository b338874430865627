/** Card rules, shared by the card form, the server and the sandbox provider. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits with a passing checksum. */
export function validCardNumber(input: string): boolean {
  const digits = digitsOnly(input);
  return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
}

/** '4242424242424242' → '4242 4242 4242 4242' (grouped in fours as the user types). */
export function formatCardNumber(input: string): string {
  return digitsOnly(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** A month/year is expired when it is before the current month. */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** Expiry years accepted: this year to 20 years ahead. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}
