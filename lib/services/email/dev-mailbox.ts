import { db } from "@/lib/services/database";
import type { EmailMessage, EmailTransport } from "./types";

/**
 * The local default: emails are stored in the database and listed at /dev/mailbox (outside
 * production only), so someone trying the app can click their confirmation link.
 */
export const devMailboxTransport: EmailTransport = {
  name: "dev-mailbox",
  async send(message: EmailMessage) {
    await db.devMailboxMessage.create({ data: { to: message.to, subject: message.subject, text: message.text, html: message.html } });
  },
};

export async function listDevMailbox({ to, take = 50 }: { to?: string; take?: number } = {}) {
  return db.devMailboxMessage.findMany({
    where: to ? { to: to.trim().toLowerCase() } : undefined,
    orderBy: { createdAt: "desc" },
    take,
  });
}

export async function findDevMailboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return db.devMailboxMessage.findUnique({ where: { id } });
}
