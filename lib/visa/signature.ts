import { site } from "@/lib/config/site";

/** Replies are signed '{assistant name} - Latitud Visa Team'. */
export const signature = (assistantName: string) => `${assistantName} - ${site.assistantTeam}`;
