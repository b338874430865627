import "server-only";
import { db } from "@/lib/services/database";

/** The waitlist, newest first, one page of it. */
export async function waitlistPage({ skip, take }: { skip: number; take: number }) {
  const [rows, total] = await Promise.all([
    db.waitlistEntry.findMany({ orderBy: { createdAt: "desc" }, skip, take }),
    db.waitlistEntry.count(),
  ]);
  return { rows, total };
}
