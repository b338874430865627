import { billing } from "@/lib/config/billing";
import { applyWebhookEvent } from "@/lib/billing/webhooks/apply-event";
import { EventNotApplied } from "@/lib/billing/webhooks/claim";
import { webhookEventSchema } from "@/lib/billing/webhooks/schema";
import { AppError } from "@/lib/errors";
import { apiRoute, readText } from "@/lib/http/api";
import { unstorableTextPath } from "@/lib/http/storable-text";
import { ProviderError, webhookSecret } from "@/lib/services/payments";
import { verifyWebhookSignature } from "@/lib/services/payments/signature";

/** While payments are not configured, or the provider cannot be asked about an event: try again later. */
const RETRY_AFTER_SECONDS = 60;
const unavailable = (message: string) =>
  new AppError("unavailable", message, { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });

/**
 * Card provider webhooks: verify the signature over the raw body and the timestamp (5 minutes),
 * then store the event and apply it once (a failed one is applied again by the next delivery). Unknown event types and subscriptions are acknowledged.
 * Not rate limited: the provider is not a person, signs every delivery and retries what we refuse.
 */
export const POST = apiRoute(
  async (request) => {
    const raw = await readText(request, 65_536);
    let secret: string;
    try {
      secret = webhookSecret();
    } catch (error) {
      if (error instanceof ProviderError)
        throw unavailable("Card payments are not configured on this server");
      throw error;
    }
    const verified = verifyWebhookSignature(secret, raw, request.headers.get("cali-signature"), {
      toleranceSeconds: billing.webhookToleranceSeconds,
    });
    if (!verified.ok)
      throw new AppError("unauthorized", "Invalid signature", { extra: { reason: verified.reason } });
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new AppError("bad_request", "Webhook body is not JSON");
    }
    const event = webhookEventSchema.safeParse(payload);
    // The whole payload is stored (payment_events.raw_payload, jsonb): NUL or an unpaired surrogate
    // anywhere cannot be.
    if (!event.success || unstorableTextPath(payload) !== null)
      throw new AppError("bad_request", "Webhook body is not a valid event");
    try {
      const result = await applyWebhookEvent(event.data, payload);
      return Response.json({ received: true, ...result });
    } catch (error) {
      // Not applied (recorded as failed in the webhook log): deliver it again later.
      if (!(error instanceof EventNotApplied)) throw error;
      // The handler needed the provider (which plan is this subscription?) and could not reach it.
      if (error.original instanceof ProviderError)
        throw unavailable(
          "The card provider could not be reached to apply this event. Please deliver it again later.",
        );
      throw unavailable("This event could not be applied. Please deliver it again later.");
    }
  },
  { rateLimit: false },
);
