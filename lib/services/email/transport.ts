import "server-only";
import { env } from "@/lib/env";
import { devMailboxTransport } from "./dev-mailbox-transport";
import { smtpTransport } from "./smtp";
import type { EmailTransport } from "./types";

let transport: EmailTransport | undefined;

/** Where the outbox delivers: SMTP when SMTP_URL is set, else the development mailbox. */
export function emailTransport(): EmailTransport {
  if (transport) return transport;
  const { SMTP_URL, EMAIL_FROM } = env();
  transport = SMTP_URL ? smtpTransport(SMTP_URL, EMAIL_FROM) : devMailboxTransport;
  return transport;
}
