import { requireUser } from "@/lib/auth/current-user";
import { chatIdentity } from "@/lib/chat-quota/identity";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { createChat, listChats } from "@/lib/visa/chats";

/** A member's conversations (newest first), and starting a new one. */
export const GET = apiRoute(async () => {
  const user = await requireUser();
  return Response.json({ chats: await listChats(user.id) }, { headers: { "cache-control": "no-store" } });
});

export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser();
  const identity = chatIdentity(user, null, clientInfoFromHeaders(request.headers).ip)!;
  const chat = await createChat(identity);
  return Response.json({ chat: { ...chat, messages: [] } }, { status: 201 });
});

export const dynamic = "force-dynamic";
