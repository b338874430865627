import { z } from "zod";
import { optionalUrl, trimmedString } from "../../env/fields";

/** The card provider ("Cali"); lib/services/payments/config.ts says what each variable does. */
export const paymentsKeys = z.object({
  CALI_API_URL: optionalUrl,
  CALI_API_TOKEN: trimmedString,
  CALI_BUSINESS_UNIT_TOKEN: trimmedString,
  CALI_WEBHOOK_SECRET: trimmedString,
  CALI_WEBHOOK_URL: optionalUrl,
  CALI_SANDBOX: z.enum(["on", "off"]).optional(),
  /** Days a member keeps access after a renewal fails, while they fix their card (dunning). */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(7),
});
