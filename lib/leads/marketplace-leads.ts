import "server-only";
import { db } from "@/lib/services/database";

/**
 * One page of leads, newest first, with only their anonymous fields (no name, email or phone): what
 * lawyers see before they unlock a lead.
 */
export async function anonymousLeadPage({
  country,
  language,
  skip,
  take,
}: {
  country?: string;
  language?: string;
  skip: number;
  take: number;
}) {
  const where = { ...(country ? { country } : {}), ...(language ? { language } : {}) };
  const [rows, total] = await Promise.all([
    db.contactSubmission.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip,
      take,
      select: { id: true, country: true, language: true, summaryText: true, createdAt: true },
    }),
    db.contactSubmission.count({ where }),
  ]);
  return { rows, total };
}

/** The lead with this id, or null. */
export function findLead(leadId: string): Promise<{ id: string } | null> {
  return db.contactSubmission.findUnique({ where: { id: leadId }, select: { id: true } });
}

/** Everything the person shared, by lead id, for the leads that still exist: what a lawyer sees once unlocked. */
export async function unlockedLeadDetails(leadIds: string[]) {
  const leads = await db.contactSubmission.findMany({
    where: { id: { in: [...new Set(leadIds)] } },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      country: true,
      language: true,
      message: true,
      summaryText: true,
      conversation: true,
      createdAt: true,
    },
  });
  return new Map(leads.map((lead) => [lead.id, lead]));
}
