import { site } from "@/lib/config/site";
import { commonPasswords } from "./common-passwords";

/**
 * Checks beyond the configured rules, on the server only: one of the 1,000 most common passwords,
 * or one that contains the email's local part or the product name, is refused. The English texts
 * are translated for the reader by errors.server.auth (lib/i18n/server-messages.ts).
 */
export function passwordStrengthErrors(
  password: string,
  { email }: { email?: string | null } = {},
): string[] {
  const lower = password.toLowerCase();
  const errors: string[] = [];
  if (commonPasswords.has(lower) || commonPasswords.has(lower.replace(/[\d!@#$%^&*(),.?":{}|<>]+$/, ""))) {
    errors.push("This password is too common. Please choose one that is harder to guess");
  }
  const localPart = email?.split("@")[0]?.toLowerCase() ?? "";
  if (localPart.length >= 3 && lower.includes(localPart))
    errors.push("Password must not contain your email address");
  // The product's name is written out: errors.server.auth finds the message by its English text.
  if (lower.includes(site.name.toLowerCase())) errors.push("Password must not contain the name Latitud");
  return errors;
}
