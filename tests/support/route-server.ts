import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Our real route handlers behind a real HTTP server, for integration tests that need HTTP between
 * parts of the app (the payment adapter calling the sandbox, the sandbox delivering webhooks).
 * Nothing is mocked: requests reach the same exported GET/POST functions Next.js calls.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers declare their own params shape
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;
export type Route = {
  prefix: string;
  handlers: Partial<Record<"GET" | "POST" | "PUT" | "DELETE", Handler>>;
  catchAll?: string;
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startRouteServer(
  routes: Route[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const route = routes.find((r) => url.pathname.startsWith(r.prefix));
    const handler = route?.handlers[req.method as keyof Route["handlers"]];
    if (!route || !handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && !["connection", "content-length", "transfer-encoding"].includes(name))
        headers.set(name, value);
    }
    const body = await readBody(req);
    const rest = url.pathname.slice(route.prefix.length).split("/").filter(Boolean).map(decodeURIComponent);
    const params = route.catchAll ? { [route.catchAll]: rest } : {};
    try {
      const response = await handler(
        new Request(url, {
          method: req.method,
          headers,
          body: req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(body),
        }),
        { params: Promise.resolve(params) },
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
