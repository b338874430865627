import "server-only";
import { AppError } from "@/lib/errors";
import { readJson } from "@/lib/http/api";
import { ProviderError } from "@/lib/services/payments/types";
import { credentialsValid, sandboxEnabled, sandboxTestControlsEnabled } from "./access";
import { answer, toResponse, type SandboxAnswer } from "./answer";
import { updateCard } from "./card-update";
import { issueCipher } from "./ciphers";
import { idempotent } from "./idempotency";
import { createPlan, updatePlan } from "./plans";
import { advanceSubscription } from "./renewals";
import { payment } from "./payment";
import { refundTransaction } from "./refunds";
import { changePlan } from "./plan-change";
import { pauseSubscription } from "./pause";
import {
  cardUpdateInput,
  pauseInput,
  paymentInput,
  planChangeInput,
  planInput,
  refundInput,
  subscribeInput,
  testPaymentInput,
} from "./schemas";
import { subscribe } from "./subscribe";
import { listSubscriptions } from "./subscription-list";
import { cancelSubscription, getSubscription, resumeSubscription } from "./subscriptions";
import { testPayment } from "./test-payment";

/**
 * The sandbox's HTTP surface: /api/cali-sandbox/v1/<path>, the protocol of
 * lib/services/payments/types.ts. Absent (404) wherever a real provider is configured.
 */
type Handler = (request: Request, id: string) => Promise<SandboxAnswer>;
/** `testControl`: a development control of the sandbox, absent (404) outside local and test runs. */
type Route = { method: "GET" | "POST" | "PUT"; path: string; handle: Handler; testControl?: true };

function idempotencyKey(request: Request): string {
  const key = request.headers.get("idempotency-key")?.trim();
  if (!key || key.length > 255)
    throw new AppError("bad_request", "An Idempotency-Key header (1 to 255 characters) is required");
  return key;
}

// ":id" matches one segment. Charges and cancellations run under their Idempotency-Key.
const routes: Route[] = [
  { method: "GET", path: "health", handle: async () => answer(200, { ok: true }) },
  { method: "GET", path: "transactions/cipher", handle: async () => answer(200, await issueCipher()) },
  {
    method: "POST",
    path: "plans",
    handle: async (request) => createPlan(await readJson(request, planInput)),
  },
  {
    method: "PUT",
    path: "plans/:id",
    handle: async (request, id) => updatePlan(id, await readJson(request, planInput)),
  },
  {
    method: "POST",
    path: "subscriptions",
    handle: async (request) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, subscribeInput);
      return idempotent("POST /v1/subscriptions", key, input, () => subscribe(input));
    },
  },
  { method: "GET", path: "subscriptions", handle: async (request) => listSubscriptions(request) },
  { method: "GET", path: "subscriptions/:id", handle: async (_request, id) => getSubscription(id) },
  {
    method: "POST",
    path: "subscriptions/:id/cancel",
    handle: async (request, id) =>
      idempotent(`POST /v1/subscriptions/${id}/cancel`, idempotencyKey(request), { id }, () =>
        cancelSubscription(id),
      ),
  },
  {
    method: "POST",
    path: "subscriptions/:id/resume",
    handle: async (request, id) =>
      idempotent(`POST /v1/subscriptions/${id}/resume`, idempotencyKey(request), { id }, () =>
        resumeSubscription(id),
      ),
  },
  {
    method: "PUT",
    path: "subscriptions/:id/card",
    handle: async (request, id) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, cardUpdateInput);
      return idempotent(`PUT /v1/subscriptions/${id}/card`, key, input, () => updateCard(id, input));
    },
  },
  {
    method: "POST",
    path: "subscriptions/:id/pause",
    handle: async (request, id) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, pauseInput);
      return idempotent(`POST /v1/subscriptions/${id}/pause`, key, { id, ...input }, () =>
        pauseSubscription(id, input),
      );
    },
  },
  {
    method: "POST",
    path: "subscriptions/:id/plan",
    handle: async (request, id) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, planChangeInput);
      return idempotent(`POST /v1/subscriptions/${id}/plan`, key, input, () => changePlan(id, input));
    },
  },
  {
    method: "POST",
    path: "payments/test",
    handle: async (request) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, testPaymentInput);
      return idempotent("POST /v1/payments/test", key, input, () => testPayment(input));
    },
  },
  {
    method: "POST",
    path: "payments",
    handle: async (request) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, paymentInput);
      return idempotent("POST /v1/payments", key, input, () => payment(input));
    },
  },
  {
    // Three segments: "payments/test" (two) never matches it.
    method: "POST",
    path: "payments/:id/refunds",
    handle: async (request, id) => {
      const key = idempotencyKey(request);
      const input = await readJson(request, refundInput);
      return idempotent(`POST /v1/payments/${id}/refunds`, key, input, () => refundTransaction(id, input));
    },
  },
  {
    method: "POST",
    path: "sandbox/subscriptions/:id/advance",
    handle: async (_request, id) => advanceSubscription(id),
    testControl: true,
  },
];

function match(method: string, segments: string[]): { route: Route; id: string } | null {
  for (const route of routes) {
    const pattern = route.path.split("/");
    if (route.method !== method || pattern.length !== segments.length) continue;
    let id = "";
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? "";
      if (part !== ":id") return part === segment;
      id = segment;
      return segment.length > 0 && segment.length <= 200;
    });
    if (fits) return { route, id };
  }
  return null;
}

/** `segments` is the path after /v1/, as the catch-all route receives it. */
export async function handleSandboxRequest(request: Request, segments: string[]): Promise<Response> {
  if (!sandboxEnabled()) throw new AppError("not_found", "Not found");
  let valid: boolean;
  try {
    valid = credentialsValid(request);
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError("unavailable", "The card sandbox is not configured");
    throw error;
  }
  if (!valid) throw new AppError("unauthorized", "Invalid API credentials");
  const found = match(request.method, segments);
  if (!found || (found.route.testControl && !sandboxTestControlsEnabled()))
    throw new AppError("not_found", "Not found");
  return toResponse(await found.route.handle(request, found.id));
}
