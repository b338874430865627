import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { isStorableText } from "@/lib/http/storable-text";
import { listDevMailbox } from "@/lib/services/email/dev-mailbox";
import { devMailboxEnabled } from "@/lib/services/email/dev-mailbox-access";

/** The development mailbox as JSON (local trials and browser tests). 404 in production. */
export const GET = apiRoute(async (request) => {
  if (!devMailboxEnabled()) throw new AppError("not_found", "Not found");
  const url = new URL(request.url);
  const take = Math.min(100, Math.max(1, Number(url.searchParams.get("take") ?? 20) || 20));
  const to = url.searchParams.get("to") ?? undefined;
  if (to !== undefined && !isStorableText(to)) throw new AppError("bad_request", "Invalid recipient address");
  const messages = await listDevMailbox({ to, take });
  return Response.json({ messages }, { headers: { "cache-control": "no-store" } });
});

export const dynamic = "force-dynamic";
