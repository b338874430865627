import "server-only";
import { db } from "@/lib/services/database";
import { flushOutbox } from "./outbox";

/**
 * Reading the development mailbox (/dev/mailbox, /api/dev/mailbox; outside production only). What
 * has arrived; mail still in the outbox is delivered first, so a page reads it right after the
 * action that sent it.
 */
export async function listDevMailbox({ to, take = 50 }: { to?: string; take?: number } = {}) {
  await flushOutbox();
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

/**
 * An email's HTML for the mailbox's preview frame. The frame is sandboxed without scripts or our
 * origin; its links open in the whole window (`<base target="_top">`, allowed only on a click) or a
 * new tab, because our pages refuse to be framed (frame-ancestors 'none'): a link followed inside
 * the frame showed nothing, so the email's buttons seemed dead.
 */
export const MAILBOX_PREVIEW_SANDBOX =
  "allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox";

export function mailboxPreviewHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}
