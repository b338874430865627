import { community } from "@/lib/config/community";
import { plainMentions } from "@/lib/notifications/mentions";

/** A message shortened for a notification: mentions as '@Name', whitespace collapsed, at most 50 characters, then '…'. */
export function messagePreview(text: string, length: number = community.notificationPreviewLength): string {
  const flat = plainMentions(text).replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : `${chars.slice(0, length).join("").trimEnd()}…`;
}
