import "server-only";
import { z } from "zod";
import { CIPHER_RETRY, DEFAULT_RETRY, isRetryableStatus, withRetry, type RetryOptions } from "./retry";
import { ProviderError, type CardPayload, type PaymentProvider, type PlanInput } from "./types";
import { logger } from "@/lib/observability/logger";

/**
 * The provider adapter over the HTTP protocol of ./types.ts, for the real provider and the sandbox
 * alike. Card fields arrive here already encrypted by the browser; still, no request or response
 * body is ever logged: method, path, status and attempt only.
 */
export type HttpProviderOptions = {
  name: PaymentProvider["name"];
  baseUrl: string;
  apiToken: string;
  businessUnitToken: string;
  fetchImpl?: typeof fetch;
  /**
   * Clock, sleep, randomness and time-out of the retry policy (tests); the presets' counts and
   * delays stay.
   */
  retry?: Pick<RetryOptions, "sleep" | "random" | "now" | "timeoutMs">;
};

/** What a member sees when the provider fails: no internals, a hint whether trying again helps. */
export function providerErrorMessage(status: number): string {
  if (status === 401) return "Payment service authentication failed. Please try again later.";
  if (status === 403) return "Payment service access denied. Please contact support.";
  if (status >= 500 && status <= 599)
    return "Payment service temporarily unavailable. Please try again later.";
  return "Payment service error. Please try again.";
}

/**
 * The status we answer our own caller for a provider failure. The provider refusing the request's
 * own data (400: an unknown, expired or used card session; 409: the same attempt still running;
 * 422: an attempt key reused with other data) is the caller's to fix, so it is passed on as it came.
 * Anything else (our credentials, its limits, outages, time-outs) is the provider's: 502.
 */
export function callerStatusFor(error: ProviderError): 400 | 409 | 422 | 502 {
  return error.status === 400 || error.status === 409 || error.status === 422 ? error.status : 502;
}

/**
 * A probe reports the state now: one quick attempt, not minutes of back-off against a provider that
 * is down.
 */
const HEALTH_RETRY: RetryOptions = { retries: 0, timeoutMs: 5_000 };

const UNREACHABLE_MESSAGE = "Payment service temporarily unavailable. Please try again later.";

const cardInfo = z.object({ brand: z.string(), lastFourDigits: z.string() });
const declined = z.object({
  status: z.literal("declined"),
  code: z.enum(["card_declined", "insufficient_funds", "invalid_card", "expired_card", "invalid_encryption"]),
  message: z.string(),
  transactionId: z.string().nullable(),
});
const subscription = z.object({
  id: z.string(),
  status: z.enum(["active", "past_due", "canceled", "expired", "paused"]),
  planToken: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  canceledAt: z.string().nullable(),
  nextPlanToken: z.string().nullable(),
  resumesAt: z.string().nullable(),
  customerReference: z.string(),
  cardInfo,
});
const chargeResult = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("approved"),
    transactionId: z.string(),
    authorizationCode: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
  }),
  declined.extend({ transactionId: z.string().nullable() }),
]);
const schemas = {
  cipher: z.object({ cipherToken: z.string().min(32), transactionToken: z.string().min(1) }),
  plan: z.object({ planToken: z.string().min(1) }),
  subscribeApproved: z.object({
    status: z.literal("approved"),
    subscriptionId: z.string(),
    transactionId: z.string(),
    authorizationCode: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    nextRenewalDate: z.string(),
    cardInfo,
  }),
  paymentApproved: z.object({
    status: z.literal("approved"),
    transactionId: z.string(),
    authorizationCode: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    cardInfo,
  }),
  subscription,
  subscriptionPage: z.object({ data: z.array(subscription), hasMore: z.boolean() }),
  planChange: z.object({ subscription, charge: chargeResult.nullable() }),
  cardUpdate: z.object({ subscription, retry: chargeResult.nullable() }),
  refund: z.object({
    refundId: z.string(),
    transactionId: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.literal("succeeded"),
    refundedCents: z.number().int(),
  }),
  health: z.object({ ok: z.boolean() }),
};

type Call = {
  method: "GET" | "POST" | "PUT";
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  preset?: RetryOptions;
  /** subscribe and payments: a decline is an answer, not a failure. */
  declinesAre402?: boolean;
};

export function httpPaymentProvider({
  name,
  baseUrl,
  apiToken,
  businessUnitToken,
  fetchImpl = fetch,
  retry = {},
}: HttpProviderOptions): PaymentProvider {
  const root = baseUrl.replace(/\/+$/, "");
  const log = (call: Call, message: string) =>
    logger.warn(`[payments] ${name} ${call.method} ${call.path}: ${message}`);

  async function send(call: Call): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-api-token": apiToken,
      "x-business-unit-token": businessUnitToken,
    };
    if (call.body !== undefined) headers["content-type"] = "application/json";
    // The same key on every retry: that is what makes a repeated charge a replay.
    if (call.idempotencyKey) headers["idempotency-key"] = call.idempotencyKey;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);

    const once = async (signal: AbortSignal) => {
      let response: Response;
      try {
        response = await fetchImpl(`${root}${call.path}`, { method: call.method, headers, body, signal });
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        // A time-out aborts the fetch; both cases are "no answer", so both may be repeated.
        throw new ProviderError(0, UNREACHABLE_MESSAGE, true);
      }
      const answered = response.ok || (call.declinesAre402 && response.status === 402);
      if (!answered) {
        await response.body?.cancel().catch(() => undefined);
        throw new ProviderError(
          response.status,
          providerErrorMessage(response.status),
          isRetryableStatus(response.status),
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(await response.text());
      } catch {
        if (signal.aborted) throw new ProviderError(0, UNREACHABLE_MESSAGE, true);
        throw new ProviderError(response.status, providerErrorMessage(response.status), false);
      }
      return { status: response.status, json };
    };

    try {
      return await withRetry(once, {
        ...(call.preset ?? DEFAULT_RETRY),
        ...retry,
        onRetry: ({ attempt, delayMs, error }) =>
          log(call, `${error.status || "no answer"} on attempt ${attempt}, retrying in ${delayMs} ms`),
      });
    } catch (error) {
      if (error instanceof ProviderError) log(call, `failed with ${error.status || "no answer"}`);
      throw error;
    }
  }

  /** Parses a 2xx answer; a malformed one is the provider's fault and not worth repeating. */
  function parse<S extends z.ZodType>(call: Call, status: number, json: unknown, schema: S): z.infer<S> {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    log(call, `unexpected response shape (HTTP ${status})`);
    throw new ProviderError(status, providerErrorMessage(status), false);
  }

  async function request<S extends z.ZodType>(call: Call, schema: S): Promise<z.infer<S>> {
    const { status, json } = await send(call);
    return parse(call, status, json, schema);
  }

  /** 2xx → the approved shape, 402 → Declined. */
  async function charge<S extends z.ZodType>(
    call: Call,
    approved: S,
  ): Promise<z.infer<S> | z.infer<typeof declined>> {
    const { status, json } = await send({ ...call, declinesAre402: true });
    return status === 402 ? parse(call, status, json, declined) : parse(call, status, json, approved);
  }

  const planBody = (input: PlanInput) => ({
    reference: input.reference,
    name: input.name,
    amountCents: input.amountCents,
    currency: input.currency,
    intervalDays: input.intervalDays,
  });
  // Field by field, so nothing else a caller's object carries ends up in the request.
  const cardBody = (card: CardPayload) => ({
    transactionToken: card.transactionToken,
    encryptedCardNumber: card.encryptedCardNumber,
    encryptedCvv: card.encryptedCvv,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: card.cardholderName,
  });
  const id = encodeURIComponent;

  return {
    name,
    getCipher: () =>
      request({ method: "GET", path: "/v1/transactions/cipher", preset: CIPHER_RETRY }, schemas.cipher),
    createPlan: (input) =>
      request({ method: "POST", path: "/v1/plans", body: planBody(input) }, schemas.plan),
    updatePlan: (planToken, input) =>
      request({ method: "PUT", path: `/v1/plans/${id(planToken)}`, body: planBody(input) }, schemas.plan),
    subscribe: ({ planToken, card, customer, idempotencyKey }) =>
      charge(
        {
          method: "POST",
          path: "/v1/subscriptions",
          idempotencyKey,
          body: {
            planToken,
            ...cardBody(card),
            customer: { reference: customer.reference, email: customer.email },
          },
        },
        schemas.subscribeApproved,
      ),
    getSubscription: (subscriptionId) =>
      request({ method: "GET", path: `/v1/subscriptions/${id(subscriptionId)}` }, schemas.subscription),
    cancelSubscription: (subscriptionId, idempotencyKey) =>
      request(
        { method: "POST", path: `/v1/subscriptions/${id(subscriptionId)}/cancel`, idempotencyKey, body: {} },
        schemas.subscription,
      ),
    resumeSubscription: (subscriptionId, idempotencyKey) =>
      request(
        { method: "POST", path: `/v1/subscriptions/${id(subscriptionId)}/resume`, idempotencyKey, body: {} },
        schemas.subscription,
      ),
    changePlan: (subscriptionId, input, idempotencyKey) =>
      charge(
        {
          method: "POST",
          path: `/v1/subscriptions/${id(subscriptionId)}/plan`,
          idempotencyKey,
          body:
            input.timing === "now"
              ? { planToken: input.planToken, timing: "now", amountCents: input.amountCents }
              : { planToken: input.planToken, timing: "renewal" },
        },
        schemas.planChange,
      ),
    pauseSubscription: (subscriptionId, resumesAt, idempotencyKey) =>
      request(
        {
          method: "POST",
          path: `/v1/subscriptions/${id(subscriptionId)}/pause`,
          idempotencyKey,
          body: { resumesAt: resumesAt.toISOString() },
        },
        schemas.subscription,
      ),
    updateCard: (subscriptionId, card, idempotencyKey) =>
      request(
        {
          method: "PUT",
          path: `/v1/subscriptions/${id(subscriptionId)}/card`,
          idempotencyKey,
          body: cardBody(card),
        },
        schemas.cardUpdate,
      ),
    listSubscriptions: ({ limit, startingAfter }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (startingAfter) query.set("startingAfter", startingAfter);
      return request({ method: "GET", path: `/v1/subscriptions?${query}` }, schemas.subscriptionPage);
    },
    refund: (transactionId, { amountCents, reason }, idempotencyKey) =>
      request(
        {
          method: "POST",
          path: `/v1/payments/${id(transactionId)}/refunds`,
          idempotencyKey,
          body: reason ? { amountCents, reason } : { amountCents },
        },
        schemas.refund,
      ),
    testPayment: ({ card, amountCents, currency, idempotencyKey }) =>
      charge(
        {
          method: "POST",
          path: "/v1/payments/test",
          idempotencyKey,
          body: { ...cardBody(card), amountCents, currency },
        },
        schemas.paymentApproved,
      ),
    charge: ({ card, amountCents, currency, description, customer, idempotencyKey }) =>
      charge(
        {
          method: "POST",
          path: "/v1/payments",
          idempotencyKey,
          body: {
            ...cardBody(card),
            amountCents,
            currency,
            description,
            customer: { reference: customer.reference, email: customer.email },
          },
        },
        schemas.paymentApproved,
      ),
    async health() {
      const started = Date.now();
      try {
        const { ok } = await request(
          { method: "GET", path: "/v1/health", preset: HEALTH_RETRY },
          schemas.health,
        );
        return { ok, latencyMs: Date.now() - started };
      } catch {
        return { ok: false, latencyMs: Date.now() - started };
      }
    },
  };
}
