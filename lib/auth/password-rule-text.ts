import "server-only";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import type { PasswordPolicy, PasswordRuleText } from "./password-policy";

/** The words of the policy's rules in `locale`, for the schemas and checks the server runs. */
export async function passwordRuleText(locale: Locale, policy: PasswordPolicy): Promise<PasswordRuleText> {
  const t = await translator(locale, "validation");
  return (rule) => t(`auth.password.${rule}`, { min: policy.minLength });
}
