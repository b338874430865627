import { env } from "@/lib/env";
import { devMailboxTransport } from "./dev-mailbox";
import { smtpTransport } from "./smtp";
import type { EmailMessage, EmailTransport } from "./types";

export type { EmailMessage } from "./types";

let transport: EmailTransport | undefined;

/** SMTP when SMTP_URL is set, else the development mailbox. */
export function emailTransport(): EmailTransport {
  if (transport) return transport;
  const { SMTP_URL, EMAIL_FROM } = env();
  transport = SMTP_URL ? smtpTransport(SMTP_URL, EMAIL_FROM) : devMailboxTransport;
  return transport;
}

export async function sendEmail(message: EmailMessage): Promise<void> {
  await emailTransport().send({ ...message, to: message.to.trim().toLowerCase() });
}
