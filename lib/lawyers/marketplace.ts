import "server-only";
import { countryName, lawyerPages } from "@/lib/config/lawyers";
import { anonymousLeadPage } from "@/lib/leads/marketplace-leads";
import { db } from "@/lib/services/database";
import type { MarketplaceQuery } from "./schemas";

/**
 * A lead as the marketplace shows it: never the person's name, email or phone (the summary masks
 * contact details too).
 */
export type MarketplaceLead = {
  id: string;
  country: string;
  countryName: string;
  language: string;
  summary: string[];
  createdAt: Date;
  unlocked: boolean;
};

export const summaryLines = (text: string | null): string[] =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One page of leads, newest first, filtered on the server; `unlocked` is from this lawyer's point
 * of view.
 */
export async function listMarketplaceLeads(lawyerId: string, query: MarketplaceQuery) {
  const pageSize = lawyerPages.marketplacePageSize;
  const { rows, total } = await anonymousLeadPage({
    country: query.country,
    language: query.language,
    skip: (query.page - 1) * pageSize,
    take: pageSize,
  });
  const unlocked = new Set(
    (
      await db.leadUnlock.findMany({
        where: { lawyerId, leadId: { in: rows.map((r) => r.id) } },
        select: { leadId: true },
      })
    ).map((u) => u.leadId),
  );
  const leads: MarketplaceLead[] = rows.map((row) => ({
    id: row.id,
    country: row.country,
    countryName: countryName(row.country),
    language: row.language,
    summary: summaryLines(row.summaryText),
    createdAt: row.createdAt,
    unlocked: unlocked.has(row.id),
  }));
  return { leads, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
