import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small reverse proxy in front of several app instances, standing in for nginx (deploy/nginx.conf)
 * where it is not installed: one address, requests handed to the upstreams in turn over a new
 * connection each (so a cluster behind one upstream spreads them over its workers too), the
 * client's address appended to X-Forwarded-For, responses streamed as they come (server-sent events
 * included), and the next upstream tried when one refuses the connection (nginx's
 * `proxy_next_upstream error`). Each response says which upstream answered (`x-upstream`); a request
 * may ask for one (`x-upstream-pin: <name>`), so a test can put two requests on different instances.
 */
export type Upstream = { name: string; port: number };

export type Proxy = {
  base: string;
  port: number;
  /** The instances behind it; may change while it runs. */
  upstreams: Upstream[];
  close: () => Promise<void>;
};

export async function startProxy(upstreams: Upstream[] = []): Promise<Proxy> {
  let turn = 0;
  const proxy: Proxy = { base: "", port: 0, upstreams, close: async () => {} };

  const forward = (
    upstream: Upstream,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ) =>
    new Promise<import("node:http").IncomingMessage>((done, fail) => {
      const outgoing = request(
        { host: "127.0.0.1", port: upstream.port, method, path, headers, agent: false },
        done,
      );
      outgoing.on("error", fail);
      outgoing.end(body);
    });

  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (chunk: Buffer) => parts.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(parts);
      const pin = req.headers["x-upstream-pin"];
      const headers: IncomingHttpHeaders = { ...req.headers, connection: "close" };
      delete headers["x-upstream-pin"];
      headers["x-forwarded-for"] = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const order = pin
        ? proxy.upstreams.filter((u) => u.name === pin)
        : proxy.upstreams.map((_, i) => proxy.upstreams[(turn + i) % proxy.upstreams.length]!);
      turn++;
      for (const upstream of order) {
        try {
          const answer = await forward(upstream, req.method ?? "GET", req.url ?? "/", headers, body);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": upstream.name });
          // Flushed chunk by chunk: a live stream's events must not wait in a buffer.
          answer.on("data", (chunk: Buffer) => res.write(chunk));
          answer.on("end", () => res.end());
          answer.on("error", () => res.destroy());
          res.on("close", () => answer.destroy());
          return;
        } catch {
          // refused: the next upstream
        }
      }
      res.writeHead(502, { "content-type": "text/plain" }).end("No upstream answered");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.base = `http://127.0.0.1:${proxy.port}`;
  proxy.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return proxy;
}
