import { dailyLimit, usageToday, type QuotaHolder } from "@/lib/chat-quota/quota";
import type { ChatIdentity } from "@/lib/chat-quota/identity";

/** The usage the chat window shows: 'Messages today: X/Y', or unlimited (null). */
export type VisaUsage = {
  usageCount: number;
  maxMessages: number | null;
  limitReached: boolean;
  role: ChatIdentity["role"];
  isAdmin: boolean;
};

/** Admins are never limited; the others follow the quota configuration of their role. */
export const visaQuotaHolder = (identity: ChatIdentity): QuotaHolder =>
  identity.isAdmin ? "unlimited" : identity.role;

export const visaLimitFor = (identity: ChatIdentity): Promise<number | null> =>
  dailyLimit(visaQuotaHolder(identity), "visa");

export async function visaUsage(identity: ChatIdentity, now = new Date()): Promise<VisaUsage> {
  const limit = await visaLimitFor(identity);
  const usageCount = await usageToday(identity.subjects, "visa", limit, now);
  return {
    usageCount,
    maxMessages: limit,
    limitReached: limit !== null && usageCount >= limit,
    role: identity.role,
    isAdmin: identity.isAdmin,
  };
}
