import { handleSandboxRequest } from "@/lib/cali-sandbox/router";
import { apiRoute } from "@/lib/http/api";

/**
 * The local card-provider sandbox (lib/cali-sandbox): one catch-all, dispatched by method and path.
 * It stands in for the provider's own servers, so our mutation rate limit does not apply to it.
 */
type Context = { params: Promise<{ path: string[] }> };

const handle = apiRoute<Context>(
  async (request, { params }) => handleSandboxRequest(request, (await params).path),
  { rateLimit: false },
);

export const GET = handle;
export const POST = handle;
export const PUT = handle;

export const dynamic = "force-dynamic";
