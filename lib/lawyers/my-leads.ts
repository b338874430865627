import "server-only";
import { countryName, lawyerPages } from "@/lib/config/lawyers";
import { db } from "@/lib/services/database";
import { conversationOf, type LeadMessage } from "@/lib/leads/conversation";
import { unlockedLeadDetails } from "@/lib/leads/marketplace-leads";
import { summaryLines } from "./marketplace";

export type UnlockedLead = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  countryName: string;
  language: string;
  message: string;
  summary: string[];
  conversation: LeadMessage[];
  createdAt: Date;
  unlockedAt: Date;
  creditsSpent: number;
};

/** The leads this lawyer unlocked, newest unlock first, with everything the person shared. */
export async function listUnlockedLeads(lawyerId: string, page = 1) {
  const pageSize = lawyerPages.myLeadsPageSize;
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const [unlocks, total] = await Promise.all([
    db.leadUnlock.findMany({
      where: { lawyerId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (current - 1) * pageSize,
      take: pageSize,
    }),
    db.leadUnlock.count({ where: { lawyerId } }),
  ]);
  const details = await unlockedLeadDetails(unlocks.map((unlock) => unlock.leadId));
  const leads: UnlockedLead[] = unlocks.flatMap(({ leadId, createdAt, creditsSpent }) => {
    const lead = details.get(leadId);
    if (!lead) return [];
    return {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      countryName: countryName(lead.country),
      language: lead.language,
      message: lead.message,
      summary: summaryLines(lead.summaryText),
      conversation: conversationOf(lead.conversation),
      createdAt: lead.createdAt,
      unlockedAt: createdAt,
      creditsSpent,
    };
  });
  return { leads, total, page: current, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
