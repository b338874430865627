import { db } from "@/lib/services/database";
import { PAGE_SIZE } from "./pagination";

export async function listNewsletterSubscribers({ query = "", page = 1 }: { query?: string; page?: number }) {
  const q = query.trim().slice(0, 100);
  const where = q ? { email: { contains: q, mode: "insensitive" as const } } : {};
  const [rows, total, active] = await Promise.all([
    db.newsletterSubscriber.findMany({ where, orderBy: { createdAt: "desc" }, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    db.newsletterSubscriber.count({ where }),
    db.newsletterSubscriber.count({ where: { unsubscribedAt: null } }),
  ]);
  return { rows, total, active, page };
}

export async function listWaitlist({ page = 1 }: { page?: number }) {
  const [rows, total] = await Promise.all([db.waitlistEntry.findMany({ orderBy: { createdAt: "desc" }, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }), db.waitlistEntry.count()]);
  return { rows, total, page };
}

/**
 * One CSV cell. Quotes what needs quoting, and neutralises values that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return at the start) with a leading apostrophe (OWASP).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The newsletter list as CSV, streamed in batches so 10,000+ rows never sit in memory at once. */
export async function* newsletterCsv(): AsyncGenerator<string> {
  yield "email,subscribed_at,unsubscribed_at\r\n";
  let cursor: string | undefined;
  for (;;) {
    const batch = await db.newsletterSubscriber.findMany({ orderBy: { id: "asc" }, take: 1000, ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}) });
    if (!batch.length) return;
    yield batch.map((s) => [csvCell(s.email), s.createdAt.toISOString(), s.unsubscribedAt?.toISOString() ?? ""].join(",")).join("\r\n") + "\r\n";
    cursor = batch.at(-1)!.id;
  }
}
