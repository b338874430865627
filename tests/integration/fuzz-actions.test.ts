import { join } from "node:path";
import fc from "fast-check";
import * as sandboxRoute from "@/app/api/cali-sandbox/v1/[...path]/route";
import * as webhookRoute from "@/app/api/webhooks/cali/route";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { flushOutbox } from "@/lib/services/email";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { UNSTORABLE_TEXT } from "@/lib/http/storable-text";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import {
  PROTOTYPE_POLLUTION,
  badJsonValue,
  badString,
  brokenInvariants,
  countChanges,
  createPersonas,
  deepJson,
  discoverServerActionModules,
  fuzz,
  fuzzEnv,
  hugeString,
  labelled,
  mutated,
  nastyString,
  PROVIDER_TABLES,
  prototypePolluted,
  randomIp,
  tableCounts,
  type JsonObject,
  type Persona,
} from "../support/fuzz";
import { startRouteServer } from "../support/route-server";
import { setAmbientHeaders, setAmbientSession } from "../support/request-context";

/*
 * Issue 9: every server action (each export of a module whose first statement is "use server",
 * found on disk at test time) is called with generated bad input, as an anonymous visitor, a
 * member, a lawyer and an admin: wrong types, null, arrays, FormData with garbage, 1 MB strings,
 * NUL bytes, deep objects, prototype-pollution keys. An action must never throw nor hit an
 * unexpected error (its "server action failed" log, the action's 500); it answers
 * { ok: false, error } (or { ok: true } for input that happens to be valid); and a refused call
 * leaves the row count of every table as it was, except the tables that log attempts (below); and
 * the data's invariants (tests/support/fuzz.ts) hold after each action's run.
 *
 * Next's request context is stood in for as in the other integration tests: cookies()/headers()
 * carry the persona's real session cookie and a fresh client IP per call.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
setAmbientHeaders({ "user-agent": "jest fuzz", "x-forwarded-for": "198.18.0.1" });
// Outside a Next request, revalidatePath throws ("static generation store missing"); it only drops
// cached pages.
jest.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

Object.assign(process.env, fuzzEnv, {
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "fuzz-actions-secret-that-is-long-enough-0123456789",
});

/**
 * Runs per persona and action: 4 personas × ~35 actions × this, within about a minute.
 * FUZZ_RUNS=200 digs deeper.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 8;
/** An action's four properties take a few seconds; slow machines and FUZZ_RUNS get room. */
const FUZZ_TIMEOUT = 60_000 + RUNS * 4 * 1_000;

/**
 * Tables a refused call may still add rows to, because they record the attempt itself:
 * - auth_events: failed sign-in, re-authentication and password attempts are logged (security audit trail).
 * - login_throttles: wrong passwords (re-authentication, account deletion, password change) count
 *   towards the account lockout, so a stolen session cannot guess the password.
 * - rate_limit_buckets: every attempt spends the caller's budget (per IP, email or user), refused or not.
 * Besides, the card provider's own records (PROVIDER_TABLES: e.g. an admin's declined test payment).
 */
const ATTEMPT_LOGS = ["auth_events", "login_throttles", "rate_limit_buckets", ...PROVIDER_TABLES];

// ---------------------------------------------------------------------------------------------
// A valid input per action, keyed "file#export": the fuzz mutates one field at a time to get past
// validation elsewhere and reach the action's body. Passwords here are never a persona's own.

const uuid = "3f9d1a0e-7c1b-4c53-9a53-2f0c5f0b9e11";
const newPassword = "Nuevo-Camino-2026!";
const card = {
  transactionToken: "tok_fuzz_0123",
  encryptedCardNumber: "ab".repeat(16),
  encryptedCvv: "cd".repeat(16),
  expirationMonth: "12",
  expirationYear: "2031",
  cardholderName: "Fuzz Nomad",
};
const plan = {
  code: "fuzz-plan",
  name: "Fuzz plan",
  description: "A plan made by the fuzz",
  price: "19.99",
  period: "monthly",
  intervalDays: 30,
  features: "One\nTwo",
  isPopular: false,
  isAdminOnly: false,
};
const lawyerForm = {
  countries: ["colombia"],
  languages: ["Spanish"],
  specialities: ["Digital nomad visas"],
  website: "https://abogados.example.com",
  bio: "Immigration lawyer.",
};

const seeds: Record<string, JsonObject> = {
  "lib/admin/actions.ts#createJoinLinkAction": { email: "invitee@example.com", planCode: "monthly" },
  "lib/admin/actions.ts#changeRoleAction": { userId: uuid, role: "lawyer" },
  "lib/admin/actions.ts#lockUserAction": { userId: uuid, locked: true },
  "lib/admin/actions.ts#liftSignInLockAction": { userId: uuid },
  "lib/admin/actions.ts#createPlanAction": plan,
  "lib/admin/actions.ts#updatePlanAction": { ...plan, planId: uuid },
  "lib/admin/actions.ts#archivePlanAction": { planId: uuid, archived: true },
  "lib/admin/actions.ts#deletePlanAction": { planId: uuid },
  "lib/admin/actions.ts#syncPlansAction": { syncAll: false, force: false },
  "lib/admin/actions.ts#testPaymentAction": card,
  "lib/auth/actions.ts#registerAction": {
    name: "Fuzz Nomad",
    email: "fuzz-register@example.com",
    password: newPassword,
    confirmPassword: newPassword,
  },
  "lib/auth/actions.ts#forgotPasswordAction": { email: "fuzz-forgot@example.com" },
  "lib/auth/actions.ts#resetPasswordAction": {
    token: "t".repeat(43),
    password: newPassword,
    confirmPassword: newPassword,
  },
  "lib/auth/actions.ts#joinRegisterAction": {
    token: "t".repeat(43),
    name: "Fuzz Nomad",
    password: newPassword,
    confirmPassword: newPassword,
  },
  "lib/auth/actions.ts#changePasswordAction": {
    currentPassword: "not-the-password",
    password: newPassword,
    confirmPassword: newPassword,
  },
  "lib/auth/actions.ts#reauthenticateAction": { password: "not-the-password" },
  "lib/auth/actions.ts#signOutOtherSessionsAction": {},
  "lib/auth/actions.ts#signOutSessionAction": { sessionId: uuid },
  "lib/auth/actions.ts#deleteAccountAction": { password: "not-the-password", confirmation: "DELETE" },
  "lib/auth/two-factor/actions.ts#startTwoFactorAction": {},
  "lib/auth/two-factor/actions.ts#confirmTwoFactorAction": { code: "123456" },
  "lib/auth/two-factor/actions.ts#regenerateRecoveryCodesAction": {},
  "lib/auth/two-factor/actions.ts#disableTwoFactorAction": {},
  "lib/billing/actions.ts#cancelSubscriptionAction": {
    subscriptionId: "sub_fuzz",
    reason: "other",
    feedback: "Moving on.",
  },
  "lib/billing/actions.ts#resumeSubscriptionAction": { subscriptionId: "sub_fuzz" },
  "lib/billing/pause/actions.ts#pausePlanAction": { subscriptionId: "sub_fuzz", months: 1 },
  "lib/billing/pause/actions.ts#resumeFromPauseAction": { subscriptionId: "sub_fuzz" },
  "lib/billing/ops-actions.ts#replayEventAction": { eventId: "evt_fuzz" },
  "lib/billing/ops-actions.ts#runReconciliationAction": {},
  "lib/lawyers/actions.ts#submitApplicationAction": {
    fullName: "Valentina Ruiz",
    barRegistration: "TP 123.456",
    contactEmail: "valentina@example.com",
    contactPhone: "+57 300 123 4567",
    ...lawyerForm,
  },
  "lib/lawyers/actions.ts#unlockLeadAction": { leadId: uuid },
  "lib/lawyers/actions.ts#updateLawyerProfileAction": { displayName: "Valentina Ruiz", ...lawyerForm },
  "lib/lawyers/admin-actions.ts#approveApplicationAction": { applicationId: uuid },
  "lib/lawyers/admin-actions.ts#rejectApplicationAction": { applicationId: uuid },
  "lib/leads/actions.ts#requestLawyerAction": {
    name: "Fuzz Nomad",
    email: "fuzz-lead@example.com",
    phone: "+57 300 123 4567",
    country: "colombia",
    language: "Spanish",
    message: "I need help with a digital nomad visa.",
    consent: true,
    conversation: [{ role: "user", content: "Which visa fits me?" }],
    source: "visa-chat",
  },
  "lib/leads/admin-actions.ts#regenerateSummaryAction": { leadId: uuid },
  "lib/newsletter/actions.ts#confirmNewsletterAction": { token: "t".repeat(43) },
  "lib/newsletter/actions.ts#subscribeToNewsletterAction": { email: "fuzz-news@example.com" },
  "lib/newsletter/actions.ts#unsubscribeFromNewsletterAction": { token: "u".repeat(32) },
  "lib/profile/actions.ts#updateProfileAction": {
    fullName: "Fuzz Nomad",
    occupation: "Writer",
    phoneNumber: "+57 300 123 4567",
    countryOfInterest: "Colombia",
  },
  "lib/profile/actions.ts#updateSharingAction": {
    isPublic: true,
    shareOccupation: false,
    shareCountry: true,
    shareAvatar: false,
  },
  "lib/waitlist/actions.ts#joinWaitlistAction": { email: "fuzz-waitlist@example.com" },
};

// ---------------------------------------------------------------------------------------------
// Generated inputs: what React's server-action protocol can carry from a browser (JSON values,
// undefined, Date, BigInt, Map, Set, typed arrays, Blob, FormData), and nothing a browser cannot.

/** FormData as a browser form posts it; printed in reports by its entries. */
function formData(entries: Array<[string, unknown]>): FormData {
  const form = new FormData();
  for (const [key, value] of entries)
    form.append(
      key,
      value instanceof Blob ? value : typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
    );
  const shown = entries.map(([key, value]) => [
    key,
    value instanceof Blob ? `<Blob of ${value.size} bytes>` : value,
  ]);
  return labelled(form, `FormData ${fc.stringify(shown)}`);
}

const garbageInput: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      badString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.bigInt(),
      fc.constant(new Date(Number.NaN)),
      fc.constant(Number.POSITIVE_INFINITY),
    ),
  },
  { weight: 4, arbitrary: badJsonValue },
  { weight: 1, arbitrary: fc.constant(JSON.parse(`{${PROTOTYPE_POLLUTION}}`) as unknown) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(3_000, 10_000)
      .map((depth) =>
        labelled(JSON.parse(deepJson(depth, "object")) as object, `an object ${depth} levels deep`),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(badJsonValue, { maxLength: 3 })
      .map((values) => new Map(values.map((value, i) => [`k${i}`, value]))),
  },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }).map((values) => new Set(values)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 1, arbitrary: hugeString.map((text) => new Blob([text])) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom("__proto__", "constructor", "email", "password", "userId", ""),
            nastyString,
          ),
          fc.oneof(
            badString,
            hugeString.map((text) => new Blob([text])),
          ),
        ),
        { maxLength: 5 },
      )
      .map(formData),
  },
);

function actionInputs(seed: JsonObject | undefined): fc.Arbitrary<unknown> {
  if (!seed) return garbageInput;
  return fc.oneof(
    { weight: 2, arbitrary: garbageInput },
    { weight: 6, arbitrary: mutated(seed) },
    { weight: 1, arbitrary: mutated(seed).map((input) => formData(Object.entries(input))) },
  );
}

// ---------------------------------------------------------------------------------------------

type Action = { key: string; call: (input: unknown) => Promise<unknown> };

const actions: Action[] = discoverServerActionModules().flatMap((file) => {
  const actionModule = jest.requireActual<Record<string, unknown>>(join(process.cwd(), file));
  return Object.entries(actionModule)
    .filter((entry): entry is [string, Action["call"]] => typeof entry[1] === "function")
    .map(([name, call]) => ({ key: `${file.split("\\").join("/")}#${name}`, call }));
});

/**
 * FUZZ_STATS=1 prints the outcomes per action and persona (ok, invalid input, refused): how deep
 * the fuzz gets.
 */
const stats = new Map<string, Map<string, number>>();
function tally(action: string, outcome: string) {
  const counts = stats.get(action) ?? new Map<string, number>();
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  stats.set(action, counts);
}

type Result =
  { ok: true; data?: unknown } | { ok: false; error: string; fieldErrors?: Record<string, string> };

function assertResult(value: unknown): asserts value is Result {
  const result = value as Partial<Result> | null;
  if (!result || typeof result !== "object" || typeof result.ok !== "boolean")
    throw new Error(`Not an action result: ${fc.stringify(value).slice(0, 300)}`);
  if (result.ok) return;
  const { error, fieldErrors } = result as { error?: unknown; fieldErrors?: unknown };
  if (typeof error !== "string" || !error)
    throw new Error(`A refusal without an error message: ${fc.stringify(value).slice(0, 300)}`);
  if (
    fieldErrors !== undefined &&
    (typeof fieldErrors !== "object" ||
      fieldErrors === null ||
      Object.values(fieldErrors).some((m) => typeof m !== "string"))
  ) {
    throw new Error(`fieldErrors that are not messages: ${fc.stringify(value).slice(0, 300)}`);
  }
}

describe("fuzz: server actions", () => {
  let personas: Persona[] = [];
  let sandboxServer: Awaited<ReturnType<typeof startRouteServer>>;
  let errorLog: jest.SpyInstance;

  beforeAll(async () => {
    sandboxServer = await startRouteServer([
      {
        prefix: "/api/cali-sandbox/v1/",
        handlers: { GET: sandboxRoute.GET, POST: sandboxRoute.POST, PUT: sandboxRoute.PUT },
        catchAll: "path",
      },
      { prefix: "/api/webhooks/cali", handlers: { POST: webhookRoute.POST } },
    ]);
    process.env.SITE_INTERNAL_URL = sandboxServer.url;
    for (const { features, ...seedPlan } of planSeeds)
      await db.subscriptionPlan.create({ data: { ...seedPlan, features } });
    personas = await createPersonas(process.env.NEXTAUTH_SECRET!);
    // The member re-entered their password a moment ago, so the two-factor actions run their bodies.
    const member = personas.find((p) => p.name === "member")!;
    await db.sessionReauthentication.create({
      data: { sessionId: member.sessionId!, userId: member.userId!, reauthenticatedAt: new Date() },
    });
    errorLog = jest.spyOn(logger, "error");
  });

  afterAll(async () => {
    if (process.env.FUZZ_STATS)
      for (const [action, counts] of stats)
        console.log(
          `${action}: ${[...counts]
            .sort()
            .map(([k, v]) => `${k}×${v}`)
            .join(" ")}`,
        );
    errorLog.mockRestore();
    await flushWebhookDeliveries();
    await sandboxServer.close();
  });

  it("finds the server actions on disk", () => {
    expect(actions.length).toBeGreaterThanOrEqual(30);
    expect(actions.map((a) => a.key)).toEqual(
      expect.arrayContaining([
        "lib/auth/actions.ts#registerAction",
        "lib/admin/actions.ts#createPlanAction",
        "lib/waitlist/actions.ts#joinWaitlistAction",
      ]),
    );
  });

  it("every valid-input template names a discovered action", () => {
    const keys = new Set(actions.map((a) => a.key));
    expect(Object.keys(seeds).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("the half-written checks see half-written data", async () => {
    const before = await tableCounts();
    const user = await db.user.create({
      data: { email: "half-written@example.com", passwordHash: "not-a-hash" },
    });
    expect(countChanges(before, await tableCounts())).toEqual(["users +1"]);
    expect(await brokenInvariants()).toEqual([
      expect.stringMatching(/^every user has a profile/),
      expect.stringMatching(/^every user has their password in password_history: 1 row/),
    ]);
    await db.user.delete({ where: { id: user.id } });
    expect(countChanges(before, await tableCounts())).toEqual([]);
    expect(await brokenInvariants()).toEqual([]);
  });

  it.each(actions.map((action) => [action.key, action] as const))(
    "%s survives bad input from every persona",
    async (_key, action) => {
      for (const persona of personas) {
        await fuzz(
          `${action.key} as ${persona.name}`,
          actionInputs(seeds[action.key]),
          async (input) => {
            setAmbientSession(persona.cookie);
            setAmbientHeaders({ "user-agent": "jest fuzz", "x-forwarded-for": randomIp() });
            errorLog.mockClear();
            // Emails a call queues belong to that call.
            await flushOutbox();
            const before = await tableCounts();
            let result: unknown;
            try {
              result = await action.call(input);
            } catch (error) {
              throw new Error(
                `As ${persona.name}: the action threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
              );
            }
            await flushOutbox();
            const after = await tableCounts();
            const crashes = errorLog.mock.calls.filter((args: unknown[]) =>
              args.some((arg: unknown) => typeof arg === "string" && /server action failed/.test(arg)),
            );
            if (crashes.length)
              throw new Error(
                `As ${persona.name}: an unexpected error inside the action: ${fc.stringify(crashes[0]).slice(0, 1_500)}`,
              );
            assertResult(result);
            tally(
              action.key,
              `${persona.name}:${result.ok ? "ok" : result.fieldErrors ? "invalid" : "refused"}`,
            );
            const changed = result.ok ? [] : countChanges(before, after, ATTEMPT_LOGS);
            if (changed.length)
              throw new Error(
                `As ${persona.name}: refused with "${result.ok ? "" : result.error}" but stored rows: ${changed.join(", ")}`,
              );
          },
          RUNS,
        );
        const broken = await brokenInvariants();
        if (broken.length) throw new Error(`After ${action.key} as ${persona.name}: ${broken.join("; ")}`);
      }
      expect(prototypePolluted()).toBe(false);
    },
    FUZZ_TIMEOUT,
  );

  // Found by this fuzz: text PostgreSQL cannot store (NUL bytes) passed the schemas and failed at
  // the database: "server action failed" and a generic error. Now refused as a field error
  // (lib/actions/validated-action.ts, lib/http/storable-text.ts), and nothing is written.
  describe("regressions: text the database cannot store", () => {
    const call = async (key: string, personaName: Persona["name"], input: unknown) => {
      const action = actions.find((a) => a.key === key);
      setAmbientSession(personas.find((p) => p.name === personaName)!.cookie);
      setAmbientHeaders({ "user-agent": "jest fuzz", "x-forwarded-for": randomIp() });
      errorLog.mockClear();
      const result = await action!.call(input);
      expect(errorLog).not.toHaveBeenCalled();
      return result;
    };

    it("updateProfileAction refuses a NUL byte in a name, as an object or FormData, and keeps the profile", async () => {
      const lawyer = personas.find((p) => p.name === "lawyer")!;
      const before = await db.profile.findUniqueOrThrow({ where: { id: lawyer.userId! } });
      const input = { ...seeds["lib/profile/actions.ts#updateProfileAction"], fullName: "Fuzz Nomad\u0000" };
      const refused = { ok: false, error: UNSTORABLE_TEXT, fieldErrors: { fullName: UNSTORABLE_TEXT } };
      expect(await call("lib/profile/actions.ts#updateProfileAction", "lawyer", input)).toEqual(refused);
      const form = new FormData();
      for (const [key, value] of Object.entries(input)) form.append(key, String(value));
      expect(await call("lib/profile/actions.ts#updateProfileAction", "lawyer", form)).toEqual(refused);
      expect(await db.profile.findUniqueOrThrow({ where: { id: lawyer.userId! } })).toEqual(before);
    });

    it("updateLawyerProfileAction refuses a NUL byte in the display name: nothing stored", async () => {
      const seed = seeds["lib/lawyers/actions.ts#updateLawyerProfileAction"]!;
      const before = await tableCounts();
      expect(
        await call("lib/lawyers/actions.ts#updateLawyerProfileAction", "lawyer", {
          ...seed,
          displayName: "Valentina\u0000Ruiz",
        }),
      ).toEqual({
        ok: false,
        error: UNSTORABLE_TEXT,
        fieldErrors: { displayName: UNSTORABLE_TEXT },
      });
      expect(countChanges(before, await tableCounts(), ATTEMPT_LOGS)).toEqual([]);
    });

    it("registerAction refuses an unpaired surrogate in the name: no account", async () => {
      const input = {
        ...seeds["lib/auth/actions.ts#registerAction"],
        email: "surrogate@example.com",
        name: "Fuzz \ud800 Nomad",
      };
      expect(await call("lib/auth/actions.ts#registerAction", "anonymous", input)).toEqual({
        ok: false,
        error: UNSTORABLE_TEXT,
        fieldErrors: { name: UNSTORABLE_TEXT },
      });
      expect(await db.user.count({ where: { email: "surrogate@example.com" } })).toBe(0);
    });
  });
});
