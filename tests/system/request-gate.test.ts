import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { startApp, type AppInstance } from "./support/app";
import { chunkedPost, residentMegabytes } from "./support/chunked";
import { newIp, Visitor } from "./support/http";
import { createSharedDatabase, type TestDatabase } from "./support/postgres";
import { root } from "./support/processes";

/**
 * What the production server (scripts/server.mjs and its gate, scripts/lib/request-gate.mjs) does
 * before Next.js reads a request: bodies capped while they stream, methods a route does not serve,
 * server actions Next.js cannot decode or must refuse, and the logs of it all.
 */
let database: TestDatabase;
let app: AppInstance;
let visitor: Visitor;

const dist = join(root, process.env.NEXT_DIST_DIR || ".next");
const buildFile = <T>(name: string): T => JSON.parse(readFileSync(join(dist, name), "utf8")) as T;

/** The id of the waitlist's server action, which the /coming-soon page serves. */
function waitlistActionId(): string {
  const manifest = buildFile<{ node: Record<string, { exportedName?: string }> }>(
    "server/server-reference-manifest.json",
  );
  const id = Object.entries(manifest.node).find(
    ([, action]) => action.exportedName === "joinWaitlistAction",
  )?.[0];
  if (!id) throw new Error("joinWaitlistAction is not in the build's server-reference-manifest.json");
  return id;
}

const securityHeaders = [
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "content-security-policy",
  "permissions-policy",
];

beforeAll(async () => {
  database = await createSharedDatabase("gate");
  app = await startApp({ name: "gate", databaseUrl: database.url });
  visitor = new Visitor(newIp());
});

afterAll(async () => {
  await app?.stop(10_000);
  await database?.drop();
});

describe("request bodies are capped while they arrive", () => {
  const action = () => ({
    "next-action": waitlistActionId(),
    origin: app.base,
    "content-type": "text/plain;charset=UTF-8",
  });

  it.each([
    ["an API route", "/api/chat/visa/messages", { "content-type": "application/json" }, 64 * 1024],
    [
      "the next-auth route",
      "/api/auth/callback/credentials",
      { "content-type": "application/x-www-form-urlencoded" },
      64 * 1024,
    ],
    ["a server action", "/coming-soon", null, 1024 * 1024],
  ])(
    "%s: a chunked body past its limit gets 413 JSON while it is still streaming",
    async (_, path, headers, limit) => {
      // The body never ends: only an answer given before it is read whole can arrive.
      const reply = await chunkedPost(app.base, path, {
        headers: headers ?? action(),
        bodyBytes: limit + 256 * 1024,
        finish: false,
        timeoutMs: 10_000,
      });
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual({ error: "Request body too large" });
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("a chunked body within its limit reaches the route whole", async () => {
    // In 4-byte chunks: a body cut short would be malformed JSON (400).
    const body = Buffer.from(JSON.stringify({ email: "chunked-nomad@example.com" }));
    const reply = await chunkedPost(app.base, "/api/auth/resend-confirmation", {
      headers: { "content-type": "application/json", "x-forwarded-for": newIp(), origin: app.base },
      body,
      chunkBytes: 4,
    });
    expect([reply.status, JSON.parse(reply.body)]).toEqual([
      200,
      { message: "Please check your email for a new confirmation link." },
    ]);
  });

  it("the avatar upload takes its 5 MB image, and not more", async () => {
    const headers = { "content-type": "multipart/form-data; boundary=x", origin: app.base };
    // Within the route's limit: the route answers (no session: 401).
    expect(
      (await chunkedPost(app.base, "/api/profile/avatar", { headers, bodyBytes: 3 * 1024 * 1024 })).status,
    ).toBe(401);
    expect(
      (
        await chunkedPost(app.base, "/api/profile/avatar", {
          headers,
          bodyBytes: 6 * 1024 * 1024,
          finish: false,
        })
      ).status,
    ).toBe(413);
  });

  it("16 parallel chunked 64 MB posts to the next-auth route leave the server's memory flat", async () => {
    const before = await residentMegabytes(app.pid);
    let peak = before;
    const sampler = setInterval(
      () =>
        void residentMegabytes(app.pid).then(
          (mb) => (peak = Math.max(peak, mb)),
          () => {},
        ),
      20,
    );
    const replies = await Promise.all(
      Array.from({ length: 16 }, () =>
        chunkedPost(app.base, "/api/auth/callback/credentials", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          bodyBytes: 64 * 1024 * 1024,
          timeoutMs: 60_000,
        }),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, await residentMegabytes(app.pid));
    console.log(
      `[gate] 16 × 64 MB chunked posts: server memory ${before} MB before, ${peak} MB at its peak (+${peak - before} MB); ${replies.map((r) => r.sentBytes).reduce((a, b) => a + b, 0) >> 20} MB sent before the 413s`,
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(16).fill(413));
    expect(peak - before).toBeLessThan(64);
  });
});

describe("methods", () => {
  /**
   * Every route handler with the methods it serves, as the build recorded them
   * (scripts/lib/route-table.mjs).
   */
  const handlers = () =>
    Object.entries(buildFile<Record<string, string[]>>("route-table.json")).map(([page, methods]) => ({
      page,
      methods,
    }));
  /**
   * A concrete path of a route: its dynamic segments filled in (the guides exist only under their
   * own names).
   */
  const pathOf = (page: string) =>
    page === "/guides/[file]" ? "/guides/colombia.pdf" : page.replace(/\[\.{0,3}[^\]]+\]/g, "probe");

  it("every route handler answers a method it does not export with 405 JSON and the right Allow", async () => {
    const routes = handlers();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter(
        (m) => !route.methods.includes(m),
      )) {
        const reply = await visitor.request(app.base, pathOf(route.page), {
          method,
          headers: { "content-type": "application/json" },
        });
        expect({
          route: route.page,
          method,
          status: reply.status,
          allow: reply.headers.get("allow"),
          body: reply.json(),
        }).toEqual({
          route: route.page,
          method,
          status: 405,
          allow: route.methods.join(", "),
          body: { error: "Method not allowed" },
        });
      }
    }
  });

  it("the methods the server allows for each API route are the ones Next.js serves (its own OPTIONS answer)", async () => {
    // (Prerendered routes such as the guides answer OPTIONS with their stored file, metadata routes
    // not at all: the API routes are the ones Next.js describes.)
    const apiRoutes = handlers().filter((route) => route.page.startsWith("/api/"));
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      const reply = await visitor.request(app.base, pathOf(route.page), { method: "OPTIONS" });
      expect({ route: route.page, status: reply.status, allow: reply.headers.get("allow") }).toEqual({
        route: route.page,
        status: 204,
        allow: route.methods.join(", "),
      });
    }
  });

  it("TRACE / answers 405 with the security headers; so do TRACK and CONNECT, and TRACE on an API route", async () => {
    // fetch() refuses to send these methods: raw requests.
    const cases: Array<[string, string, string]> = [
      ["TRACE", "/", "GET, HEAD, POST"],
      ["TRACE", "/api/health", "GET, HEAD, OPTIONS"],
      ["TRACK", "/cities", "GET, HEAD, POST"],
      ["CONNECT", "example.com:443", "GET, HEAD, POST"],
    ];
    for (const [method, target, allow] of cases) {
      const raw = await rawRequest(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      const head = raw.slice(0, raw.indexOf("\r\n\r\n")).toLowerCase();
      expect({ method, target, status: raw.split("\r\n")[0] }).toEqual({
        method,
        target,
        status: "HTTP/1.1 405 Method Not Allowed",
      });
      expect(head).toContain(`\r\nallow: ${allow.toLowerCase()}\r\n`);
      for (const header of securityHeaders) expect(head).toContain(`\r\n${header}: `);
      expect(raw.endsWith('{"error":"Method not allowed"}')).toBe(true);
    }
  });

  it("pages refuse what they do not serve; unknown API paths and undecodable URLs get JSON, not a 500", async () => {
    const put = await visitor.request(app.base, "/cities", { method: "PUT" });
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
    const unknown = await visitor.request(app.base, "/api/no-such-thing", { method: "POST", body: {} });
    expect([unknown.status, unknown.json()]).toEqual([404, { error: "Not found" }]);
    const malformed = await visitor.request(app.base, "/cities/%E0%A4%A");
    expect([malformed.status, malformed.json()]).toEqual([400, { error: "Malformed URL" }]);
  });
});

describe("server actions with bad arguments answer 4xx, never 500", () => {
  /** A call of the waitlist's action as the browser's router sends it, with `headers` changed. */
  async function send(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) {
    const response = await fetch(`${app.base}/coming-soon`, {
      method: "POST",
      headers: {
        "x-forwarded-for": newIp(),
        origin: app.base,
        "next-action": waitlistActionId(),
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
      body,
      redirect: "manual",
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  it("a valid call works", async () => {
    const reply = await send(JSON.stringify([{ email: `gate-${Date.now()}@example.com` }]), {});
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('"ok":true');
  });

  it("oversized, malformed and cross-site calls", async () => {
    const outcomes: Array<[string, number, string]> = [];
    const record = async (
      label: string,
      body: string | Uint8Array<ArrayBuffer>,
      headers: Record<string, string> = {},
    ) => {
      const reply = await send(body, headers);
      outcomes.push([label, reply.status, reply.text]);
    };
    await record("oversized", new Uint8Array(2 * 1024 * 1024).fill(97));
    await record("JSON cut short", '[{"email":');
    for (const reference of ['["$Q1"]', '["$F1"]', '["$h1"]', '["$i1"]', '"$T"', "1"])
      await record(`reference ${reference}`, reference);
    await record("multipart that does not parse", "garbage", {
      "content-type": "multipart/form-data; boundary=x",
    });
    await record("cross-site", JSON.stringify([{ email: "csrf@example.com" }]), {
      origin: "https://evil.example",
    });
    await record("form posted without JavaScript, garbled", "garbage", {
      "content-type": "multipart/form-data; boundary=x",
      "next-action": "",
    });

    const statuses = Object.fromEntries(outcomes.map(([label, status]) => [label, status]));
    expect(statuses).toEqual({
      oversized: 413,
      "JSON cut short": 400,
      'reference ["$Q1"]': 400,
      'reference ["$F1"]': 400,
      'reference ["$h1"]': 400,
      'reference ["$i1"]': 400,
      'reference "$T"': 400,
      "reference 1": 400,
      "multipart that does not parse": 400,
      "cross-site": 403,
      "form posted without JavaScript, garbled": 400,
    });
    for (const [label, , text] of outcomes)
      expect({ label, stack: /\n\s+at |node_modules|\.next\/server/.test(text) }).toEqual({
        label,
        stack: false,
      });
  });
});

describe("logs", () => {
  it("stack traces appear only inside JSON lines", () => {
    const loose = app
      .output()
      .split("\n")
      .filter((line) => !line.trim().startsWith("{") && /^\s+at |Error:/.test(line));
    expect(loose).toEqual([]);
    // The refused server actions above were logged, with their stack in a field.
    const lines = app
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { err?: { stack?: string }; msg: string });
    expect(lines.some((line) => line.err?.stack?.includes("\n    at "))).toBe(true);
  });
});

/** Sends raw bytes and returns everything the server answers before it closes. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port: app.port });
    let answer = "";
    socket.on("connect", () => socket.write(text));
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error(`No answer to ${text.split("\r\n")[0]}`)));
  });
}
