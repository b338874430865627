import { z } from "zod";
import { optionalUrl } from "../../env/fields";

/** SMTP when SMTP_URL is set; otherwise the development mailbox. */
export const emailKeys = z.object({
  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default("Latitud <hello@latitud.app>"),
});
