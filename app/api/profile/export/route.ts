import { requireUser } from "@/lib/auth/current-user";
import { rateLimits } from "@/lib/config/rate-limits";
import { rateLimited } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { exportUserData } from "@/lib/profile/export";
import { consumeRateLimit } from "@/lib/rate-limit";

/** 'Download my data': a JSON file of everything we hold about the signed-in user. */
export const GET = apiRoute(async () => {
  const user = await requireUser();
  const limit = await consumeRateLimit(rateLimits.dataExportPerUser, user.id);
  if (!limit.allowed) throw rateLimited("Too many exports. Please try again later.", limit.retryAfterMs);
  const data = await exportUserData(user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="latitud-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "cache-control": "no-store",
    },
  });
});

export const dynamic = "force-dynamic";
