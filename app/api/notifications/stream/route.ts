import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { openNotificationStream } from "@/lib/notifications/stream";
import { realtimeConfig } from "@/lib/services/realtime";

/** GET: the signed-in member's own notifications, live (server-sent events; the built-in transport). */
export const GET = apiRoute(async (request) => {
  const user = await requireUser();
  if (realtimeConfig().transport !== "sse")
    throw new AppError("not_found", "The live stream is not used: realtime runs on Pusher");
  return openNotificationStream({ userId: user.id, signal: request.signal });
});

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
