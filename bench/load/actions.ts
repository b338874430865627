// The five operations of the workload. Each returns one sample: how long it took (from its first
// byte sent to the last byte of its last answer) and its outcome: ok, an intended 429 (a quota or a
// rate limit said no), or an error (any other status, a broken stream, a time-out, a refused
// connection).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import questions from "@/tests/fixtures/visa-questions.json";
import { signWebhook } from "@/lib/services/payments/signature";
import { cookieHeader, cookiesOf, type HttpResponse } from "./http";
import { communityRooms, pickLine, pickPage, type Kind } from "./mix";
import type { VirtualUser } from "./virtual-user";

export type Outcome = "ok" | "limited" | "error";
/** `requests`: HTTP requests the operation made (a login makes two). */
export type Sample = {
  kind: Kind;
  ms: number;
  outcome: Outcome;
  status: number;
  requests: number;
  detail?: string;
};

export type ActionContext = {
  base: string;
  password: string;
  webhookSecret: string;
  /** Provider ids of the seeded subscriptions (the webhooks renew them). */
  subscriptionIds: string[];
  /** Addresses the card provider delivers from. */
  webhookSenders: string[];
};

/** Questions a visitor would type (the fixture's standalone questions, not the follow-ups). */
const visaQuestions = (questions as Array<{ question: string; history?: unknown; outOfScope?: boolean }>)
  .filter((q) => !q.history && !q.outOfScope)
  .map((q) => q.question);
/** A chat is started anew after this many questions (the page keeps one chat per conversation). */
const questionsPerChat = 6;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

const statusOutcome = (status: number): Outcome =>
  status === 429 ? "limited" : status >= 200 && status < 400 ? "ok" : "error";
const snippet = (response: HttpResponse) =>
  `${response.status} ${response.body.slice(0, 160).replace(/\s+/g, " ")}`;

/** Which limit said no: the body's limitType (quota or rate) and message, when it is JSON. */
function limitReason(response: HttpResponse): string {
  try {
    const body = JSON.parse(response.body) as { error?: string; limitType?: string };
    return [body.limitType, body.error?.replace(/\(\d+\/\d+\)/, "(n/max)")].filter(Boolean).join(": ");
  } catch {
    return snippet(response);
  }
}

/** Runs an operation and turns a thrown error (time-out, connection) into an error sample. */
async function timed(kind: Kind, operation: (started: number) => Promise<Sample>): Promise<Sample> {
  const started = performance.now();
  try {
    return await operation(started);
  } catch (error) {
    return {
      kind,
      ms: performance.now() - started,
      outcome: "error",
      status: 0,
      requests: 1,
      detail:
        error instanceof Error
          ? `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}`.trim()
          : String(error),
    };
  }
}

function fromResponse(
  kind: Kind,
  response: HttpResponse,
  ms = response.ms,
  expected?: (status: number) => boolean,
  requests = 1,
): Sample {
  let outcome = statusOutcome(response.status);
  if (outcome === "ok" && expected && !expected(response.status)) outcome = "error";
  const detail =
    outcome === "error" ? snippet(response) : outcome === "limited" ? limitReason(response) : undefined;
  return { kind, ms, outcome, status: response.status, requests, detail };
}

/** An anonymous page view: no cookie, the whole compressed document read (only its status is checked). */
export const pageView = (vu: VirtualUser, _ctx?: ActionContext, path = pickPage()) =>
  timed("page", async () => {
    const response = await vu.http.send({
      path,
      headers: { ...vu.baseHeaders, accept: "text/html,application/json" },
      discardBody: true,
    });
    return fromResponse("page", response, response.ms, (status) => status === 200);
  });

/** A login as the browser's form does it: next-auth's CSRF token, then the credentials callback. */
export const login = (vu: VirtualUser, ctx: ActionContext) =>
  timed("login", async (started) => {
    const csrf = await vu.http.send({ path: "/api/auth/csrf", headers: vu.baseHeaders });
    if (csrf.status !== 200) return fromResponse("login", csrf, performance.now() - started);
    const jar = cookiesOf(csrf.headers);
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    const response = await vu.http.send({
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: {
        ...vu.baseHeaders,
        origin: ctx.base,
        cookie: cookieHeader(jar),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        csrfToken,
        email: vu.account.email,
        password: ctx.password,
        json: "true",
      }).toString(),
    });
    const ms = performance.now() - started;
    const session = [...cookiesOf(response.headers)].find(([name]) =>
      name.endsWith("next-auth.session-token"),
    );
    if (statusOutcome(response.status) !== "ok") return fromResponse("login", response, ms, undefined, 2);
    if (!session)
      return {
        kind: "login",
        ms,
        outcome: "error",
        status: response.status,
        requests: 2,
        detail: `no session cookie: ${snippet(response)}`,
      };
    vu.session = `${session[0]}=${session[1]}`;
    return { kind: "login", ms, outcome: "ok", status: response.status, requests: 2 };
  });

/** A visa question from the signed-in user, its streamed answer read to the end. */
export const visaMessage = (vu: VirtualUser, ctx: ActionContext) =>
  timed("visa", async () => {
    if (vu.chatQuestions >= questionsPerChat) [vu.chatId, vu.chatQuestions] = [null, 0];
    const response = await vu.http.send({
      method: "POST",
      path: "/api/chat/visa/messages",
      headers: {
        ...vu.baseHeaders,
        origin: ctx.base,
        cookie: vu.session ?? "",
        "content-type": "application/json",
      },
      body: JSON.stringify({ message: pick(visaQuestions), chatId: vu.chatId }),
    });
    if (response.status !== 200) return fromResponse("visa", response);
    const events = response.body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; chatId?: string; message?: string });
    const meta = events.find((e) => e.type === "meta");
    const last = events.at(-1);
    if (meta?.chatId) vu.chatId = meta.chatId;
    vu.chatQuestions++;
    if (last?.type !== "done")
      return {
        kind: "visa",
        ms: response.ms,
        outcome: "error",
        status: 200,
        requests: 1,
        detail: `stream ended with ${JSON.stringify(last).slice(0, 160)}`,
      };
    return { kind: "visa", ms: response.ms, outcome: "ok", status: 200, requests: 1 };
  });

let posts = 0;

/** A post to a community room (subscribers only); numbered, as the same text twice in 30 s is refused. */
export const communityPost = (vu: VirtualUser, ctx: ActionContext) =>
  timed("community", async () => {
    const response = await vu.http.send({
      method: "POST",
      path: "/api/community/messages",
      headers: {
        ...vu.baseHeaders,
        origin: ctx.base,
        cookie: vu.session ?? "",
        "content-type": "application/json",
      },
      body: JSON.stringify({ room: pick(communityRooms), message: `${pickLine()} (#${++posts})` }),
    });
    return fromResponse("community", response, response.ms, (status) => status === 201);
  });

let renewals = 0;

/**
 * A signed webhook delivery as the card provider sends it, from one of its addresses: a renewal of
 * one of the seeded subscriptions (stored, applied: the period moves on, a payment and a receipt
 * email are recorded).
 */
export const webhookDelivery = (vu: VirtualUser, ctx: ActionContext) =>
  timed("webhook", async () => {
    const now = Date.now();
    const renewal = ++renewals;
    const body = JSON.stringify({
      id: `evt_load_${randomUUID()}`,
      type: "subscription.renewed",
      created: new Date(now).toISOString(),
      data: {
        subscriptionId: pick(ctx.subscriptionIds),
        transactionId: `txn_load_${randomUUID()}`,
        amountCents: 1900,
        currency: "USD",
        status: "approved",
        currentPeriodStart: new Date(now).toISOString(),
        // Later with every renewal, so each one moves its subscription's period forward.
        currentPeriodEnd: new Date(now + 30 * 86_400_000 + renewal * 60_000).toISOString(),
        cardInfo: { brand: "visa", lastFourDigits: "4242" },
      },
    });
    const response = await vu.http.send({
      method: "POST",
      path: "/api/webhooks/cali",
      headers: {
        "x-forwarded-for": pick(ctx.webhookSenders),
        "user-agent": "cali-webhooks/1",
        "content-type": "application/json",
        "cali-signature": signWebhook(ctx.webhookSecret, body, Math.floor(now / 1000)),
      },
      body,
    });
    if (response.status !== 200) return fromResponse("webhook", response, response.ms, () => false);
    // Acknowledged is not enough: the renewal must have found its subscription and been applied.
    const result = JSON.parse(response.body) as { duplicate?: boolean; outcome?: string };
    if (result.duplicate || (result.outcome !== "applied" && result.outcome !== "stale"))
      return {
        kind: "webhook",
        ms: response.ms,
        outcome: "error",
        status: 200,
        requests: 1,
        detail: `not applied: ${response.body.slice(0, 160)}`,
      };
    return { kind: "webhook", ms: response.ms, outcome: "ok", status: 200, requests: 1 };
  });

export const actions: Record<Kind, (vu: VirtualUser, ctx: ActionContext) => Promise<Sample>> = {
  page: pageView,
  login,
  visa: visaMessage,
  community: communityPost,
  webhook: webhookDelivery,
};
