// The production server's gate in front of Next.js (scripts/server.mjs). It refuses what Next.js
// would otherwise answer with a 500, a bare status, or only after reading a body whole:
// - a URL that does not decode: 400;
// - a method the route does not serve (route handlers: the methods their file exports; pages: GET,
//   HEAD and POST for server actions; TRACE, TRACK, CONNECT and the like anywhere): 405 with Allow;
// - an /api/ path no route handler serves: 404;
// - a POST to a page from another site (a cross-site server action): 403, as Next.js decides it;
// - a body over the route's limit: 413 as soon as the limit is passed, counting while it arrives.
// Every answer is JSON `{ error }` with the security headers.
// Two things it adjusts on Next.js's own answers:
// - a server-action request Next.js fails before our code runs (arguments it cannot decode) is the
//   request's fault: 400, not 500. Our actions never throw (lib/actions wraps every one, and
//   tests/integration/fuzz-actions.test.ts proves it), so a 500 there can only come from decoding;
// - an HTML page sent without a Content-Security-Policy (Next.js's prerendered 404 on paths the
//   proxy does not run for, such as /missing.txt) gets the policy of the prerendered documents.
import { STATUS_CODES } from "node:http";
import { configuredHeaders, HTTP_METHODS, loadRouteTable, PAGE_METHODS } from "./route-table.mjs";

const KB = 1024;
const MB = 1024 * KB;

/**
 * The largest request body each kind of path takes. Pages take server actions: Next.js's own limit
 * for them (serverActions.bodySizeLimit) is 1 MB too. Route handlers read small JSON bodies (16 KB
 * at most, lib/http/api.ts), sign-in forms and webhooks (64 KB). The avatar upload takes a 5 MB image
 * with its multipart framing (AVATAR_UPLOAD_MAX_BYTES, lib/profile/schema.ts; tests/unit/route-table.test.ts
 * keeps this limit at or above it).
 */
export const bodyLimits = {
  page: 1 * MB,
  route: 64 * KB,
  routes: { "/api/profile/avatar": 5 * MB + 64 * KB },
};

/**
 * After a 413 the rest of the body is read and dropped, so the client, still sending, reads the
 * answer instead of a reset connection; one that goes on sending for longer than this is cut off.
 */
const LINGER_MS = 5_000;

/** Answers of the gate are data, never a document: nothing in them may run or be framed. */
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

function pathnameOf(url) {
  const path = (url ?? "/").split(/[?#]/)[0];
  return path.startsWith("/") ? path : "/";
}

function decodable(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** What Next.js compares the Origin of a server action with: X-Forwarded-Host, else Host. */
function hostOf(headers) {
  const forwarded = headers["x-forwarded-host"];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0])?.trim() || headers.host;
  return value ?? null;
}

/**
 * True when the request says it comes from another site (no Origin: a hand-made request, which
 * Next.js lets through too).
 */
function crossSite(headers) {
  const origin = headers.origin;
  if (origin === undefined) return false;
  let originHost;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== hostOf(headers);
}

/**
 * A POST Next.js may treat as a server action: with the Next-Action header, or a multipart form (a
 * form posted without JavaScript).
 */
const maybeServerAction = (req) =>
  req.method === "POST" &&
  (req.headers["next-action"] !== undefined ||
    String(req.headers["content-type"] ?? "").startsWith("multipart/form-data"));

export function requestGate({ dist, documentPolicy, log }) {
  const table = loadRouteTable(dist);
  if (!table)
    log.warn(
      "[gate] route-table.json is missing from the build: methods are not checked per route (build with `npm run build` or `npm start`)",
    );
  const headersFor = configuredHeaders(dist);

  function jsonHeaders(path, body) {
    const headers = {};
    for (const { key, value } of headersFor(path)) headers[key] = value;
    return {
      ...headers,
      "Content-Security-Policy": JSON_POLICY,
      "Cache-Control": "no-store",
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    };
  }

  function refuse(req, res, status, error, extra = {}) {
    const path = pathnameOf(req.url);
    const body = JSON.stringify({ error });
    res.writeHead(status, { ...jsonHeaders(path, body), ...extra });
    res.end(req.method === "HEAD" ? undefined : body);
    log.info("[gate] request refused", { status, method: req.method, path: path.slice(0, 200) });
  }

  /** The methods a path is served with: a route handler's own, the pages' otherwise. */
  function allowedMethods(route) {
    if (route?.kind === "route") return route.methods;
    return table ? PAGE_METHODS : HTTP_METHODS;
  }

  /**
   * Counts a body while it arrives and hands the request on only when it is complete and within
   * `limit`; past the limit it answers 413 at once and drops the rest. A body of declared length is
   * judged by its Content-Length (Node.js never reads past it).
   */
  function limitBody(req, res, limit, next) {
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && Number(req.headers["content-length"] ?? 0) <= limit) return next();
    // Node.js's HTTP parser hands each piece of the body to req.push as it arrives: held here (at
    // most `limit` bytes) instead of queued for a reader, then given to the request at its end.
    const push = req.push;
    const held = [];
    let size = 0;
    let lingering = null;
    const tooLarge = () => {
      held.length = 0;
      // Kept open even when the client asked to close: closing while it still sends would reset the
      // connection and could lose the answer. The linger below bounds it.
      res.shouldKeepAlive = true;
      refuse(req, res, 413, "Request body too large");
      lingering = setTimeout(() => req.socket.destroy(), LINGER_MS);
      req.socket.once("close", () => clearTimeout(lingering));
    };
    req.push = function holdBody(chunk, encoding) {
      if (lingering) {
        if (chunk === null) clearTimeout(lingering);
        return true;
      }
      if (chunk !== null) {
        size += chunk.length;
        if (size <= limit) held.push(chunk);
        else tooLarge();
        return true;
      }
      delete req.push;
      for (const piece of held) push.call(this, piece, encoding);
      push.call(this, null);
      // Outside the parser's callback: the request goes on as if it had just arrived, whole.
      process.nextTick(next);
      return false;
    };
    if (!chunked) tooLarge();
  }

  /**
   * Wraps the answer Next.js writes (call it last, so these wrappers are the outermost; see the top
   * of this file): a server-action request it failed becomes a 400 (its Flight payload kept, for the
   * client's router; any other body replaced by JSON), and an HTML page without a policy gets the
   * prerendered documents' policy.
   */
  function wrapResponse(req, res) {
    const action = maybeServerAction(req);
    const { writeHead, write, end } = res;
    let replaced = false;
    res.writeHead = function writeHeadAdjusted(statusCode, ...rest) {
      // Headers given here are set first, so what follows sees every header.
      let args = rest.filter((arg) => {
        if (!arg || typeof arg !== "object" || Array.isArray(arg)) return true;
        for (const [name, value] of Object.entries(arg)) this.setHeader(name, value);
        return false;
      });
      if (action && statusCode === 500) {
        statusCode = 400;
        args = args.filter((arg) => typeof arg !== "string");
        log.warn("[gate] a server-action request Next.js could not decode: 400", {
          method: req.method,
          path: pathnameOf(req.url).slice(0, 200),
        });
        if (!String(this.getHeader("content-type") ?? "").startsWith("text/x-component")) {
          replaced = true;
          this.removeHeader("Content-Length");
          this.removeHeader("ETag");
          this.setHeader("Content-Type", "application/json; charset=utf-8");
          this.setHeader("Content-Security-Policy", JSON_POLICY);
        }
      }
      if (
        String(this.getHeader("content-type") ?? "").startsWith("text/html") &&
        !this.hasHeader("content-security-policy")
      ) {
        const policy = documentPolicy();
        if (policy) this.setHeader("Content-Security-Policy", policy);
      }
      return writeHead.call(this, statusCode, ...args);
    };
    // The head is settled (as Node.js would at the first byte) before deciding what the body is.
    res.write = function writeKept(chunk, ...rest) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (!replaced) return write.call(this, chunk, ...rest);
      rest.find((arg) => typeof arg === "function")?.();
      return true;
    };
    res.end = function endKept(...args) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (!replaced) return end.apply(this, args);
      return end.call(
        this,
        JSON.stringify({ error: "Malformed server action request" }),
        args.find((arg) => typeof arg === "function"),
      );
    };
  }

  function handle(req, res, next) {
    const path = pathnameOf(req.url);
    if (!decodable(path)) return refuse(req, res, 400, "Malformed URL");
    const route = table?.find(path) ?? null;
    if (!route && path.startsWith("/api/") && table) return refuse(req, res, 404, "Not found");
    const allowed = allowedMethods(route);
    if (!allowed.includes(req.method))
      return refuse(req, res, 405, "Method not allowed", { Allow: allowed.join(", ") });
    const page = route?.kind !== "route";
    if (page && req.method === "POST" && crossSite(req.headers))
      return refuse(req, res, 403, "Cross-site request refused");
    const limit = page ? bodyLimits.page : (bodyLimits.routes[route.page] ?? bodyLimits.route);
    limitBody(req, res, limit, next);
  }

  /** A whole HTTP/1.1 answer written to a socket, where Node.js gives no response object. */
  function rawAnswer(path, status, error, extra = {}) {
    const body = JSON.stringify({ error });
    const headers = { ...jsonHeaders(path, body), ...extra, Connection: "close" };
    return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\r\n")}\r\n\r\n${body}`;
  }

  /**
   * Requests Node.js's parser refuses before there is a request (an unknown method such as TRACK,
   * a malformed request line or header): 405 for a method, else 400 (431 for oversized headers).
   */
  function clientError(error, socket) {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    log.info("[gate] request Node.js could not parse", { code: error.code, reason: error.reason });
    const requestLine = error.rawPacket ? String(error.rawPacket).split("\r\n")[0] : "";
    const path = pathnameOf(requestLine.split(" ")[1]);
    if (error.code === "HPE_INVALID_METHOD") {
      const allowed = allowedMethods(decodable(path) ? table?.find(path) : null);
      socket.end(rawAnswer(path, 405, "Method not allowed", { Allow: allowed.join(", ") }));
    } else if (error.code === "HPE_HEADER_OVERFLOW")
      socket.end(rawAnswer(path, 431, "Request headers too large"));
    else socket.end(rawAnswer(path, 400, "Bad request"));
  }

  /** CONNECT (a proxy tunnel): not something this server offers. */
  function connect(req, socket) {
    socket.end(rawAnswer("/", 405, "Method not allowed", { Allow: PAGE_METHODS.join(", ") }));
  }

  return { handle, wrapResponse, clientError, connect };
}
