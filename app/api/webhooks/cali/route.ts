import { billing } from "@/lib/config/billing";
import { applyWebhookEvent } from "@/lib/billing/webhooks/apply-event";
import { webhookEventSchema } from "@/lib/billing/webhooks/schema";
import { apiRoute, jsonError, readText } from "@/lib/http/api";
import { unstorableTextPath } from "@/lib/http/storable-text";
import { webhookSecret } from "@/lib/services/payments";
import { verifyWebhookSignature } from "@/lib/services/payments/signature";

/**
 * Card provider webhooks: verify the signature over the raw body and the timestamp (5 minutes),
 * then store and apply the event once. Unknown event types are acknowledged. Not rate limited: the
 * provider is not a person, signs every delivery and retries what we refuse.
 */
export const POST = apiRoute(async (request) => {
  const raw = await readText(request, 65_536);
  const verified = verifyWebhookSignature(webhookSecret(), raw, request.headers.get("cali-signature"), { toleranceSeconds: billing.webhookToleranceSeconds });
  if (!verified.ok) return jsonError(401, "Invalid signature", { reason: verified.reason });
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return jsonError(400, "Webhook body is not JSON");
  }
  const event = webhookEventSchema.safeParse(payload);
  // The whole payload is stored (payment_events.raw_payload, jsonb): NUL or an unpaired surrogate anywhere cannot be.
  if (!event.success || unstorableTextPath(payload) !== null) return jsonError(400, "Webhook body is not a valid event");
  const result = await applyWebhookEvent(event.data, payload);
  return Response.json({ received: true, ...result });
}, { rateLimit: false });
