import "server-only";
import { webhookSecret, webhookUrl } from "@/lib/services/payments/config";
import { withRetry, type RetryOptions } from "@/lib/services/payments/retry";
import { SIGNATURE_HEADER, signWebhook } from "@/lib/services/payments/signature";
import { ProviderError, type CaliEventType, type CaliWebhookEvent } from "@/lib/services/payments/types";
import { randomId } from "./ids";
import { logger } from "@/lib/observability/logger";

/**
 * Webhooks as the real provider sends them: signed, POSTed to webhookUrl(), repeated with back-off
 * until a 2xx (5 retries: about 1, 2, 4, 8, 16 s plus jitter). Delivery starts after the operation
 * is committed and never delays its answer. Logs carry the event id, type and status only.
 */
const DELIVERY_RETRY: RetryOptions = {
  retries: 5,
  initialDelayMs: 1000,
  maxDelayMs: 16_000,
  timeoutMs: 10_000,
};

const inFlight = new Set<Promise<void>>();

async function deliver(event: CaliWebhookEvent): Promise<void> {
  const body = JSON.stringify(event);
  try {
    await withRetry(async (signal) => {
      // Signed per attempt, so a late retry still falls inside the receiver's timestamp tolerance.
      const signature = signWebhook(webhookSecret(), body, Math.floor(Date.now() / 1000));
      let response: Response;
      try {
        response = await fetch(webhookUrl(), {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [SIGNATURE_HEADER]: signature,
            "user-agent": "cali-sandbox-webhooks/1",
          },
          body,
          signal,
        });
      } catch {
        logger.warn(`[cali-sandbox] webhook ${event.id} ${event.type}: no answer`);
        throw new ProviderError(0, "Webhook receiver unreachable", true);
      }
      await response.body?.cancel().catch(() => undefined);
      logger.info(`[cali-sandbox] webhook ${event.id} ${event.type}: ${response.status}`);
      if (!response.ok) throw new ProviderError(response.status, "Webhook refused", true);
    }, DELIVERY_RETRY);
  } catch (error) {
    logger.warn(
      `[cali-sandbox] webhook ${event.id} ${event.type}: given up (${error instanceof ProviderError ? error.status || "no answer" : "error"})`,
    );
  }
}

/** Queues an event for delivery and returns at once. */
export function sendWebhook(type: CaliEventType, data: CaliWebhookEvent["data"]): CaliWebhookEvent {
  const event: CaliWebhookEvent = { id: randomId("evt"), type, created: new Date().toISOString(), data };
  const delivery = deliver(event).finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return event;
}

/** Resolves when every queued delivery has ended (delivered or given up), including ones queued meanwhile. */
export async function flushWebhookDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
