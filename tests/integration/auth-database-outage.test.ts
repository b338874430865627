import { POST as resendConfirmation } from "@/app/api/auth/resend-confirmation/route";
import { decodeLoginError } from "@/lib/auth/login-messages";
import { closeDatabase } from "@/lib/services/database";
import { AUTH_ORIGIN, callAuthRoute, signInOverHttp } from "../support/auth-http";
import { createUser, randomClient, strongPassword } from "../support/factories";
import { clearsSessionCookie } from "../support/session-cookie";
import { queryServer } from "../support/test-database";
import { sessionCookieOf } from "../support/signed-in";

/*
 * What the session check, sign-in and an API answer when this file's own PostgreSQL database stops
 * taking connections (55000) and then disappears (3D000): 503 with Retry-After, the session cookie
 * kept, and never the database's name or a driver's text. Through the real route handlers; only
 * Next's request context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "outage-test-secret-that-is-long-enough-0123456789";
process.env.NEXTAUTH_URL = AUTH_ORIGIN;

const maybe = process.env.TEST_DB_MODE === "pglite" ? describe.skip : describe;
const databaseName = () => new URL(process.env.DATABASE_URL!).pathname.slice(1);
const serverUrl = () =>
  Object.assign(new URL(process.env.DATABASE_URL!), { pathname: "/postgres" }).toString();

const admin = (sql: string) => queryServer(sql, serverUrl());

/** Cuts the app's pooled connections, as a failover or a restart would. */
const terminateConnections = () =>
  admin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName()}' and pid <> pg_backend_pid()`,
  );

const internals = () =>
  new RegExp(
    `prisma|invocation|${databaseName()}|does not exist|not currently accepting|node_modules|at async|3D000|55000`,
    "i",
  );

/** Whether a response deletes (or blanks) the next-auth session cookie. */
maybe("while the database is unavailable", () => {
  let cookies: Record<string, string> = {};
  let email = "";

  beforeAll(async () => {
    const user = await createUser();
    email = user.email;
    ({ cookies } = await sessionCookieOf(user));
  });

  afterAll(async () => {
    await admin(`alter database "${databaseName()}" with allow_connections true`).catch(() => undefined);
    await closeDatabase();
  });

  async function expectOutageAnswers() {
    const ip = randomClient().ip;
    const session = await callAuthRoute("GET", ["session"], { ip, cookies });
    const sessionText = await session.clone().text();
    expect({ status: session.status, retryAfter: Number(session.headers.get("retry-after")) }).toEqual({
      status: 503,
      retryAfter: expect.any(Number),
    });
    expect(JSON.parse(sessionText)).toEqual({
      error: expect.any(String),
      url: expect.stringContaining("error=unavailable"),
    });
    expect(clearsSessionCookie(session.headers)).toBe(false);
    expect(sessionText).not.toMatch(internals());

    const signIn = await signInOverHttp(ip, email, strongPassword);
    const signInText = await signIn.text();
    expect(signInText).not.toMatch(internals());
    expect(
      decodeLoginError(new URL((JSON.parse(signInText) as { url: string }).url).searchParams.get("error"))
        .code,
    ).toBe("unavailable");

    const api = await resendConfirmation(
      new Request(`${AUTH_ORIGIN}/api/auth/resend-confirmation`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: AUTH_ORIGIN,
          host: "localhost:3000",
          "x-forwarded-for": ip,
        },
        body: JSON.stringify({ email }),
      }),
      {},
    );
    const apiText = await api.text();
    expect({ status: api.status, retryAfter: api.headers.get("retry-after") }).toEqual({
      status: 503,
      retryAfter: "5",
    });
    expect(apiText).not.toMatch(internals());
  }

  it("55000 (not accepting connections): 503 + Retry-After, the session cookie kept, no database text; back to normal afterwards", async () => {
    const ip = randomClient().ip;
    expect(await (await callAuthRoute("GET", ["session"], { ip, cookies })).json()).toEqual(
      expect.objectContaining({ user: expect.objectContaining({ email }) }),
    );
    await admin(`alter database "${databaseName()}" with allow_connections false`);
    await terminateConnections();
    try {
      await expectOutageAnswers();
    } finally {
      await admin(`alter database "${databaseName()}" with allow_connections true`);
    }
    // The same cookie works again: nobody was signed out.
    const after = await callAuthRoute("GET", ["session"], { ip, cookies });
    expect(await after.json()).toEqual(expect.objectContaining({ user: expect.objectContaining({ email }) }));
  });

  it("3D000 (the database was dropped): the same answers", async () => {
    await admin(`drop database "${databaseName()}" with (force)`);
    await expectOutageAnswers();
  });
});
