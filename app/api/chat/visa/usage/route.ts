import { apiRoute } from "@/lib/http/api";
import { requestChatIdentity } from "@/lib/visa/request-identity";
import { visaUsage } from "@/lib/visa/usage";

/** The caller's visa chat usage today: the count, the limit (null = unlimited) and whether it is reached. */
export const GET = apiRoute(async (request) => {
  const identity = await requestChatIdentity(request);
  return Response.json(
    { success: true, chatType: "visa", ...(await visaUsage(identity)) },
    { headers: { "cache-control": "no-store" } },
  );
});

export const dynamic = "force-dynamic";
