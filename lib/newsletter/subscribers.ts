import "server-only";
import { db } from "@/lib/services/database";

/**
 * The subscriber list as others read it (the admin's table, the CSV export, a member's data export).
 * Only confirmed addresses are subscribers: a sign-up nobody confirmed is never listed or counted.
 */
const confirmed = { confirmedAt: { not: null } } as const;
const columns = { id: true, email: true, confirmedAt: true, unsubscribedAt: true } as const;

/** A page of confirmed subscribers (newest first), how many match, and how many are still subscribed. */
export async function subscriberPage({
  query = "",
  skip,
  take,
}: {
  query?: string;
  skip: number;
  take: number;
}) {
  const q = query.trim().slice(0, 100);
  const where = { ...confirmed, ...(q ? { email: { contains: q, mode: "insensitive" as const } } : {}) };
  const [rows, total, active] = await Promise.all([
    db.newsletterSubscriber.findMany({
      where,
      orderBy: { confirmedAt: "desc" },
      skip,
      take,
      select: columns,
    }),
    db.newsletterSubscriber.count({ where }),
    db.newsletterSubscriber.count({ where: { ...confirmed, unsubscribedAt: null } }),
  ]);
  return { rows, total, active };
}

/** Every confirmed subscriber, in batches, so 10,000+ rows never sit in memory at once. */
export async function* subscriberBatches(size = 1000) {
  let cursor: string | undefined;
  for (;;) {
    const batch = await db.newsletterSubscriber.findMany({
      where: confirmed,
      orderBy: { id: "asc" },
      take: size,
      select: columns,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (!batch.length) return;
    yield batch;
    cursor = batch.at(-1)!.id;
  }
}

/** What the newsletter holds about an address, for its owner's data export. */
export function newsletterRecordOf(email: string) {
  return db.newsletterSubscriber.findUnique({
    where: { email },
    select: { email: true, createdAt: true, confirmedAt: true, unsubscribedAt: true },
  });
}
