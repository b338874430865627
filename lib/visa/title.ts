import { visaChat } from "@/lib/config/chat";

/** The first 30 characters of the first user message, followed by '...' if longer. */
export function chatTitle(firstMessage: string | null | undefined): string {
  const text = (firstMessage ?? "").replace(/\s+/g, " ").trim();
  if (!text) return visaChat.defaultTitle;
  return text.length > visaChat.titleLength ? `${text.slice(0, visaChat.titleLength)}...` : text;
}
