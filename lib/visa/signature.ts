import { site } from "@/lib/config/site";

/** Replies are signed '{assistant name} - Latitud Visa Team' (spec 1 §2). */
export const signature = (assistantName: string) => `${assistantName} - ${site.assistantTeam}`;
