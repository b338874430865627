import { connect } from "node:net";
import { errorLines, startApp, type AppInstance } from "./support/app";
import { startSlowOpenAi, type FakeOpenAi } from "./support/fake-openai";
import { demo, newIp, Visitor } from "./support/http";
import {
  createSharedDatabase,
  migrateAndSeed,
  query,
  startPrivateCluster,
  type PrivateCluster,
} from "./support/postgres";
import { waitFor } from "./support/processes";
import { openSse } from "./support/sse";

/**
 * SIGTERM while a visa answer is streaming (the assistant is a local OpenAI-compatible server that
 * takes ~3 s) and a community live stream is open: scripts/server.mjs stops accepting connections at
 * once, ends the live stream (it never finishes by itself; its client reconnects to another
 * instance), lets the answer finish (it is stored at its end), closes the realtime listener and the
 * database pool and exits 0, with no connection errors on either side. On a private PostgreSQL
 * cluster (when this machine can run one) the server's own log shows every connection of the app
 * was closed by the app (a vanished client is logged as "unexpected EOF" at log_min_messages=debug1).
 */
let openai: FakeOpenAi;
let cluster: PrivateCluster | null = null;
let databaseUrl = "";
let dropShared: (() => Promise<void>) | null = null;
let app: AppInstance;
/** Where the cluster's log was when the app started. */
let logFrom = 0;

beforeAll(async () => {
  openai = await startSlowOpenAi({ chunks: 12, everyMs: 250 });
  const started = await startPrivateCluster({ log_min_messages: "debug1", log_connections: "on" });
  if ("unavailable" in started) {
    console.warn(
      `[system] graceful-shutdown: no private PostgreSQL cluster (${started.unavailable}); using the shared server, without its log check.`,
    );
    const shared = await createSharedDatabase("shutdown");
    databaseUrl = shared.url;
    dropShared = shared.drop;
  } else {
    cluster = started;
    await query(cluster.url("postgres"), "create database latitud");
    databaseUrl = cluster.url("latitud");
    await migrateAndSeed(databaseUrl);
    logFrom = cluster.log().length;
  }
  app = await startApp({
    name: "app",
    databaseUrl,
    env: { OPENAI_API_KEY: "system-test-key", OPENAI_BASE_URL: openai.baseURL, SHUTDOWN_TIMEOUT_MS: "20000" },
  });
});

afterAll(async () => {
  await app?.stop(5_000);
  await openai?.close();
  await cluster?.destroy();
  await dropShared?.();
});

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"));
  });
}

it("on SIGTERM finishes the answer in flight, ends live streams, refuses new connections, closes the pool and exits 0", async () => {
  // A member on the community page: a live stream, so the realtime listener (LISTEN) is connected.
  const reader = new Visitor(newIp());
  await reader.login(app.base, demo.subscriber);
  const live = await openSse(reader, app.base, "/api/community/realtime/stream?room=general");
  expect(live.status).toBe(200);
  await live.next((e) => e.event === "ready");
  let liveEnded = 0;
  void live.ended.then(() => (liveEnded = Date.now()));

  const visitor = new Visitor(newIp());
  const anonymousToken = `anon_${"s".repeat(8)}${Date.now().toString(36)}`;
  const response = await fetch(`${app.base}/api/chat/visa/messages`, {
    ...visitor.init(app.base, {
      method: "POST",
      body: { message: "Which visa lets me work remotely from Colombia?" },
      headers: { "x-anonymous-token": anonymousToken },
    }),
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status).toBe(200);

  // Read the answer; once the first token is here it is in flight: send SIGTERM.
  const lines: Array<{ type: string; text?: string; chatId?: string; messageId?: string }> = [];
  let signalled = 0;
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      lines.push(JSON.parse(buffer.slice(0, end)) as (typeof lines)[number]);
      buffer = buffer.slice(end + 1);
    }
    if (!signalled && lines.some((l) => l.type === "token")) {
      signalled = Date.now();
      app.signal("SIGTERM");
      await waitFor(
        "the server to start draining",
        () => (app.output().includes("SIGTERM: draining") ? true : undefined),
        { timeoutMs: 5_000, everyMs: 20 },
      );
      // New connections are refused while the answer goes on.
      expect(await refused(app.port)).toBe(true);
    }
  }
  const finished = Date.now();
  expect(signalled).toBeGreaterThan(0);

  // The answer in flight completed: every token, then done (not the apology).
  const tokens = lines.filter((l) => l.type === "token").map((l) => l.text ?? "");
  expect(tokens.join("")).toBe(openai.answer);
  expect(lines.at(-1)).toEqual({ type: "done", messageId: expect.any(String) });
  expect(finished - signalled).toBeGreaterThan(1_000);

  // The live stream did not hold the shutdown up: it was ended at once, while the answer went on.
  await live.ended;
  expect(liveEnded).toBeGreaterThan(0);
  expect(liveEnded - signalled).toBeLessThan(2_000);
  expect(liveEnded).toBeLessThan(finished);

  // Then the process exits 0, promptly (not after SHUTDOWN_TIMEOUT_MS).
  expect(await app.exited).toBe(0);
  expect(Date.now() - finished).toBeLessThan(5_000);
  expect(app.output()).toContain("[server] stopped");
  expect(errorLines(app.output())).toEqual([]);
  expect(app.output()).not.toMatch(
    /Connection terminated|Cannot use a pool after calling end|idle client error|listener connection lost/i,
  );

  // The answer was stored at the end of the stream, before the pool closed.
  const stored = await query<{ content: string }>(
    databaseUrl,
    "select message_text as content from user_messages where id = $1",
    [lines.at(-1)?.messageId],
  );
  expect(stored).toEqual([{ content: openai.answer }]);
  expect(openai.requests()).toBe(1);

  if (cluster) {
    const log = cluster.log().slice(logFrom);
    // The app did connect (pool and listener)...
    expect(
      (log.match(/connection authorized: user=postgres database=latitud/g) ?? []).length,
    ).toBeGreaterThanOrEqual(2);
    // ...and PostgreSQL saw every one of those connections closed properly, none just vanish.
    expect(log).not.toMatch(
      /unexpected EOF on client connection|could not receive data from client|connection reset by peer/i,
    );
  }
});
