import { createHash } from "node:crypto";
import { visaChat } from "@/lib/config/chat";

/** The persona of a chat: derived from a hash of its id, so it is stable. */
export function assistantNameFor(chatId: string): string {
  const index = createHash("sha256").update(chatId).digest().readUInt32BE(0) % visaChat.assistantNames.length;
  return visaChat.assistantNames[index]!;
}
