import { community } from "@/lib/config/community";

/** A message shortened for a notification: whitespace collapsed, at most 50 characters, then '…'. */
export function messagePreview(text: string, length: number = community.notificationPreviewLength): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : `${chars.slice(0, length).join("").trimEnd()}…`;
}
