import { getCurrentUser } from "@/lib/auth/current-user";
import { chatIdentity, type ChatIdentity } from "@/lib/chat-quota/identity";
import { AppError } from "@/lib/errors";
import { clientInfoFromHeaders } from "@/lib/http/client-info";

/** The chat identity of a request: the session's user, else the `x-anonymous-token` header and the IP. */
export async function requestChatIdentity(request: Request): Promise<ChatIdentity> {
  const user = await getCurrentUser();
  const identity = chatIdentity(
    user,
    request.headers.get("x-anonymous-token"),
    clientInfoFromHeaders(request.headers).ip,
  );
  if (!identity) throw new AppError("bad_request", "Missing or invalid anonymous token");
  return identity;
}
