import type { ReviewReportsInput } from "@/lib/moderation/schemas";

/** The moderation routes as the browser calls them: `{ ok }`, or the status and the server's (translated) words. */
export type Outcome = { ok: true } | { ok: false; status: number; error?: string };

async function postJson(path: string, body: unknown): Promise<Outcome> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { ok: false, status: 0 };
  if (response.ok) return { ok: true };
  const { error } = (await response.json().catch(() => ({}))) as { error?: string };
  return { ok: false, status: response.status, error };
}

export const sendReport = (input: { messageId: string; reason: string; note?: string }) =>
  postJson("/api/community/reports", input);

export const sendReview = (input: ReviewReportsInput) => postJson("/api/community/admin/reports", input);
