import { z } from "zod";
import { optionalUrl, positiveInteger } from "../env/fields";

/** Accounts: next-auth's origin and signing secret, the admins' emails, login protection. */
export const authKeys = z.object({
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: z.string().default(""),
  LOGIN_IP_MAX_FAILURES: positiveInteger.default(20),
});
