// A small HTTP/1.1 client over node:http: one keep-alive connection pool per virtual user (like a
// browser's), the whole body read before the clock stops (a streamed answer is timed to its end),
// a hard deadline per request, and compressed answers inflated as a browser does (except where the
// caller only needs the status: the load generator shares the server's cores, and inflating every
// page it browses cost it more CPU than the server spent answering them).
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { performance } from "node:perf_hooks";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

export type HttpResponse = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };

export type HttpRequest = {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Read the answer to its last byte without inflating it; `body` is then empty. */
  discardBody?: boolean;
};

export class HttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2 });
  private readonly url: URL;

  constructor(
    base: string,
    private readonly timeoutMs: number,
  ) {
    this.url = new URL(base);
  }

  /** Resolves with the answer, whatever its status; rejects on a connection error or time-out. */
  send({
    method = "GET",
    path,
    headers = {},
    body,
    discardBody = false,
  }: HttpRequest): Promise<HttpResponse> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          // The server listens on IPv4; "localhost" would first try ::1 on some machines.
          host: this.url.hostname === "localhost" ? "127.0.0.1" : this.url.hostname,
          port: this.url.port,
          method,
          path,
          agent: this.agent,
          headers: {
            host: this.url.host,
            ...headers,
            ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          const stream = discardBody ? res : decoded(res, res.headers["content-encoding"]);
          stream.on("data", (chunk: Buffer) => {
            if (!discardBody) chunks.push(chunk);
          });
          stream.on("end", () => {
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
            });
          });
          res.on("error", fail);
          stream.on("error", fail);
        },
      );
      const timer = setTimeout(
        () => req.destroy(new Error(`timeout after ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      function fail(error: Error) {
        clearTimeout(timer);
        reject(error);
      }
      req.on("error", fail);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function decoded(body: Readable, encoding: string | undefined): Readable {
  if (encoding === "gzip") return body.pipe(createGunzip());
  if (encoding === "br") return body.pipe(createBrotliDecompress());
  if (encoding === "deflate") return body.pipe(createInflate());
  return body;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0]!;
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
