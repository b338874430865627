import "server-only";
import { appEnv, env } from "@/lib/env";

/** The development mailbox exists only outside production, and only when mail is not sent by SMTP. */
export function devMailboxEnabled(): boolean {
  return appEnv() !== "production" && !env().SMTP_URL;
}
