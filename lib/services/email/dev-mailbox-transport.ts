import "server-only";
import { db } from "@/lib/services/database";
import type { EmailMessage, EmailTransport } from "./types";

/**
 * The local default: emails are stored in the database and listed at /dev/mailbox (outside
 * production only), so someone trying the app can click their confirmation link.
 */
export const devMailboxTransport: EmailTransport = {
  name: "dev-mailbox",
  async send(message: EmailMessage) {
    await db.devMailboxMessage.create({
      data: { to: message.to, subject: message.subject, text: message.text, html: message.html },
    });
  },
};
