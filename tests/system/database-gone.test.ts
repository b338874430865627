import { startApp, type AppInstance } from "./support/app";
import { DEMO_PASSWORD, demo, newIp, Visitor } from "./support/http";
import { createSharedDatabase, query, sharedServerUrl, type TestDatabase } from "./support/postgres";

/**
 * The production server when its database stops taking connections (55000) and then is dropped
 * (3D000), on its own database of the shared PostgreSQL server: the session check answers 503 and
 * keeps the cookie, a sign-in says 'unavailable', an API answers 503 with Retry-After, the login
 * page still shows its form (a signed-in member's page the friendly error page), and nothing
 * anywhere names the database or quotes the driver.
 */
let database: TestDatabase;
let app: AppInstance;

beforeAll(async () => {
  database = await createSharedDatabase("gone");
  app = await startApp({
    name: "gone",
    databaseUrl: database.url,
    env: { MUTATION_LIMIT_PER_IP: "100000", MUTATION_LIMIT_PER_USER: "100000" },
  });
});

afterAll(async () => {
  await app?.stop();
  await query(sharedServerUrl(), `alter database "${database.name}" with allow_connections true`).catch(
    () => undefined,
  );
  await database?.drop();
});

const cutConnections = () =>
  query(
    sharedServerUrl(),
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database.name],
  );

async function answersWhileGone(member: Visitor) {
  const { base } = app;
  const internals = new RegExp(
    `prisma|invocation|${database.name}|does not exist|not currently accepting|node_modules|at async|3D000|55000`,
    "i",
  );
  const session = await member.request(base, "/api/auth/session");
  const visitor = new Visitor(newIp());
  const { csrfToken } = (await visitor.request(base, "/api/auth/csrf")).json<{ csrfToken: string }>();
  const signIn = await visitor.request(base, "/api/auth/callback/credentials", {
    method: "POST",
    form: { csrfToken, email: demo.lawyer, password: DEMO_PASSWORD, json: "true" },
  });
  const api = await member.request(base, "/api/profile/tags", {
    method: "POST",
    body: { tag: "interested-in-peru", source: "manual" },
  });
  // The login page itself needs no database for a visitor; a member's page (the session is read)
  // shows the friendly error page.
  const page = await visitor.request(base, "/join");
  const memberPage = await member.request(base, "/join");
  return { session, signIn, api, page, memberPage, internals };
}

it("55000, then 3D000: 503s with Retry-After, the session kept, the login page up, no database text", async () => {
  const member = new Visitor(newIp());
  await member.login(app.base, demo.member);

  await query(sharedServerUrl(), `alter database "${database.name}" with allow_connections false`);
  await cutConnections();
  for (const phase of ["55000", "3D000"]) {
    if (phase === "3D000") await query(sharedServerUrl(), `drop database "${database.name}" with (force)`);
    const { session, signIn, api, page, memberPage, internals } = await answersWhileGone(member);
    const context = `${phase}: session ${session.status} ${session.text.slice(0, 200)} | sign-in ${signIn.status} ${signIn.text.slice(0, 200)} | api ${api.status} ${api.text.slice(0, 200)} | pages ${page.status} ${memberPage.status}`;
    expect({
      phase,
      session: session.status,
      retryAfter: Number(session.headers.get("retry-after")) > 0,
      api: api.status,
      apiRetryAfter: Number(api.headers.get("retry-after")) > 0,
    }).toEqual({ phase, session: 503, retryAfter: true, api: 503, apiRetryAfter: true });
    // The member still holds the session cookie: nobody is signed out by an outage.
    expect(member.hasCookie("next-auth.session-token")).toBe(true);
    expect(new URL(signIn.json<{ url: string }>().url).searchParams.get("error")).toBe("unavailable");
    expect({ status: page.status, form: page.text.includes('aria-label="Log in"') }).toEqual({
      status: 200,
      form: true,
    });
    // Next's error shell (the friendly error page renders in the browser), never a stack.
    expect({ status: memberPage.status, html: /<html/i.test(memberPage.text) }).toEqual({
      status: 500,
      html: true,
    });
    expect(
      [session, signIn, api, page, memberPage]
        .filter((reply) => internals.test(reply.text))
        .map(() => context),
    ).toEqual([]);
  }
  expect(app.exitCode()).toBeNull();
});
