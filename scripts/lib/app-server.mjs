// One process of the production HTTP server (scripts/server.mjs runs one, or one per core as cluster
// workers sharing the port): Next.js's request handler behind our own node:http server, for two
// things `next start` cannot do:
// - the client's address: taken from the socket, or from X-Forwarded-For only as many hops as
//   TRUST_PROXY_HOPS trusts (a visitor cannot spoof it to escape per-IP limits);
// - graceful shutdown: on SIGTERM stop accepting, end the live streams (server-sent events never
//   finish by themselves; their clients reconnect, to another instance), let the other requests in
//   flight finish (up to SHUTDOWN_TIMEOUT_MS), then close the database pool and realtime listeners,
//   then exit.
// It also compresses with Brotli, which Next.js's own compression (gzip only) does not: the build's
// Brotli copies of scripts and styles (scripts/lib/static-brotli.mjs), and pages, RSC payloads and
// API answers as they are sent (next.config.ts turns Next.js's compression off).
// Before Next.js sees a request, the gate (scripts/lib/request-gate.mjs) refuses what Next.js would
// answer with a 500, a bare status or only after reading a body whole: undecodable URLs, methods a
// route does not serve, cross-site server actions, bodies over the route's limit (counted as they
// arrive). Next.js's console errors are written as JSON lines (scripts/lib/json-log.mjs).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { join } from "node:path";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import { consoleAsJson, log } from "./json-log.mjs";
import { prerenderedDocuments } from "./prerendered-documents.mjs";
import { distDir } from "./project.mjs";
import { requestGate } from "./request-gate.mjs";
import { brotliStaticHandler } from "./static-brotli.mjs";

consoleAsJson();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.LISTEN_HOST ?? "0.0.0.0";
const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0);
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);

// Which process answers (/api/health): the cluster worker's number, null when it runs alone.
const worker = cluster.isWorker ? cluster.worker.id : null;
globalThis.__latitudWorker = worker;

const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
const sendBrotli = brotliStaticHandler(join(process.cwd(), distDir()));
// Prerendered public documents, answered as Next.js answered them (the languages come from the app).
const sendDocument = prerenderedDocuments({
  dist: join(process.cwd(), distDir()),
  languages: () => globalThis.__latitudLanguages?.() ?? null,
});
// The policy of prerendered documents comes from the app (registered by instrumentation.ts).
const gate = requestGate({
  dist: join(process.cwd(), distDir()),
  documentPolicy: () => globalThis.__latitudDocumentPolicy?.() ?? null,
  log,
});

/** Responses not finished yet. */
const inFlight = new Set();
let shuttingDown = false;

/** A server-sent event stream (the community's live stream): open until its client leaves. */
const isEventStream = (res) => String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");

/**
 * Brotli for browsers that accept it, else gzip. Quality 5 costs what gzip's default does (~1 ms for a
 * city page) and is ~20% smaller: a city page's HTML (~15.5 KB with its three languages) then
 * takes little more than TCP's first round trip.
 * The live event streams are left uncompressed: each event must reach the client as it is sent.
 */
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
});

/** The client address: the socket's, or the entry `hops` proxies before it in X-Forwarded-For. */
function clientAddress(req) {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

const server = createServer((req, res) => {
  req.headers["x-forwarded-for"] = clientAddress(req);
  if (shuttingDown) res.setHeader("connection", "close");
  inFlight.add(res);
  res.on("close", () => inFlight.delete(res));
  gate.handle(req, res, () => {
    if (sendBrotli(req, res) || sendDocument(req, res)) return;
    compress(req, res, () => {
      gate.wrapResponse(req, res);
      handle(req, res);
    });
  });
});
server.on("clientError", gate.clientError);
server.on("connect", gate.connect);
// Longer than a load balancer's idle timeout (commonly 60 s), so it never reuses a closed connection.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () =>
  console.log(
    `▲ Latitud ready on http://${host === "0.0.0.0" ? "localhost" : host}:${port}${worker ? ` (worker ${worker}, pid ${process.pid})` : ""}`,
  ),
);

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`[server] ${signal}: draining ${inFlight.size} request(s)`);
  globalThis.__latitudShuttingDown = true;
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + shutdownTimeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    // Checked on every turn: a stream may have been opening when the signal came.
    for (const res of inFlight) if (isEventStream(res)) res.destroy();
    await new Promise((r) => setTimeout(r, 50));
  }
  server.closeAllConnections();
  await app.close().catch(() => {});
  // Registered by instrumentation.ts: database pool, embedded database, realtime listeners.
  await globalThis.__latitudShutdown?.().catch((error) => console.error("[server] cleanup failed:", error));
  console.log("[server] stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
