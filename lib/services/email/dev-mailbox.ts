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
