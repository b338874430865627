import { getSecurityConfig } from "@/lib/auth/security-config";
import { apiRoute } from "@/lib/http/api";

/** The password rules for the registration hint and form validation (cached 5 minutes). */
export const GET = apiRoute(async () => {
  const { passwordPolicy } = await getSecurityConfig();
  return Response.json(passwordPolicy, { headers: { "cache-control": "public, max-age=300" } });
});

export const dynamic = "force-dynamic";
