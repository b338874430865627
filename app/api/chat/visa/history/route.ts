import { z } from "zod";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { loadChat } from "@/lib/visa/chats";
import { requestChatIdentity } from "@/lib/visa/request-identity";

/** The visitor's chat (the given one, else their latest) with its last 20 messages. */
export const GET = apiRoute(async (request) => {
  const identity = await requestChatIdentity(request);
  const raw = new URL(request.url).searchParams.get("chatId");
  const chatId = raw ? z.uuid().safeParse(raw).data : null;
  if (raw && !chatId) throw new AppError("bad_request", "Invalid chat id");
  const chat = await loadChat(identity, chatId ?? null);
  if (raw && !chat) throw new AppError("not_found", "Chat not found");
  return Response.json({ chat }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
