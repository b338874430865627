import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the app that delivers each HTML page in two parts with a pause between them,
 * as a slow or stalling mobile network does. During the pause the browser paints the part it has
 * read, so a test can see what happens when the rest arrives. Where the page is cut is chosen per
 * request by `cutAt(html)` (a position in the HTML text); other responses pass through untouched.
 */
export async function startStallingProxy(upstream: string, { pauseMs = 700 } = {}) {
  const target = new URL(upstream);
  let cutAt: (html: string) => number = (html) => html.length;

  const server: Server = createServer((req, res) => {
    // Ask for the page uncompressed (the cut is a position in the HTML text) and whole: without the
    // browser's If-None-Match, a page it has cached comes back as a full 200 to cut, not a 304.
    const { "if-none-match": _etag, "if-modified-since": _since, ...asked } = req.headers;
    const headers = { ...asked, host: target.host, "accept-encoding": "identity" };
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (upstreamRes) => {
        const isHtml = String(upstreamRes.headers["content-type"] ?? "").includes("text/html");
        if (!isHtml) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const cut = Math.max(0, Math.min(html.length, cutAt(html)));
          const { "content-length": _length, ...rest } = upstreamRes.headers;
          res.writeHead(upstreamRes.statusCode ?? 502, rest);
          res.write(html.slice(0, cut));
          setTimeout(() => res.end(html.slice(cut)), pauseMs);
        });
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    base: `http://localhost:${(server.address() as AddressInfo).port}`,
    pauseMs,
    /** Where the next pages are cut (a position in their HTML text). */
    cutPagesAt(choose: (html: string) => number) {
      cutAt = choose;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
