import type { ChatType, QuotaRole } from "@/lib/services/database";

/**
 * Default daily message limits per role and chat type. They seed the quota_config table, which is
 * the live source; null means unlimited.
 */
export const quotaDefaults: ReadonlyArray<{
  role: QuotaRole;
  chatType: ChatType;
  dailyLimit: number | null;
}> = [
  { role: "anonymous", chatType: "visa", dailyLimit: 3 },
  { role: "registered", chatType: "visa", dailyLimit: 7 },
  { role: "subscribed", chatType: "visa", dailyLimit: null },
  // Community chat is for subscribers only; the quota stops abuse, not normal use.
  { role: "anonymous", chatType: "community", dailyLimit: 0 },
  { role: "registered", chatType: "community", dailyLimit: 0 },
  { role: "subscribed", chatType: "community", dailyLimit: 200 },
];
