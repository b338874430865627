import { z } from "zod";
import { apiRoute, jsonError } from "@/lib/http/api";
import { loadChat } from "@/lib/visa/chats";
import { requestChatIdentity } from "@/lib/visa/request-identity";

/** The visitor's chat (the given one, else their latest) with its last 20 messages. */
export const GET = apiRoute(async (request) => {
  const identity = await requestChatIdentity(request);
  const raw = new URL(request.url).searchParams.get("chatId");
  const chatId = raw ? z.uuid().safeParse(raw).data : null;
  if (raw && !chatId) return jsonError(400, "Invalid chat id");
  const chat = await loadChat(identity, chatId ?? null);
  if (raw && !chat) return jsonError(404, "Chat not found");
  return Response.json({ chat }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
