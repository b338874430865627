import { expect, test } from "@playwright/test";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// How the production server sends the build's files (scripts/server.mjs, scripts/lib/static-brotli.mjs).
// node:http rather than the browser or Playwright's request context: both pick Accept-Encoding
// themselves and hide the encoding they received.
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const securityHeaders = ["x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy"];

test.describe("static file delivery", () => {
  test("scripts and styles come Brotli-compressed, with the security headers and long caching, and match the original", async ({ baseURL }) => {
    const home = await fetchRaw(`${baseURL}/`, {});
    const assets = [...home.body.toString().matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => String(m[1]));
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);

    for (const asset of new Set(assets)) {
      const plain = await fetchRaw(`${baseURL}${asset}`, { "accept-encoding": "identity" });
      const brotli = await fetchRaw(`${baseURL}${asset}`, { "accept-encoding": "gzip, deflate, br" });
      expect(plain.status).toBe(200);
      expect(brotli.status).toBe(200);
      if (plain.body.length < 1024) continue; // too small to keep a compressed copy of
      expect(brotli.headers["content-encoding"], asset).toBe("br");
      expect(brotli.headers["vary"]).toMatch(/accept-encoding/i);
      expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotli.headers["content-type"]).toBe(plain.headers["content-type"]);
      for (const name of securityHeaders) expect(brotli.headers[name], name).toBe(plain.headers[name]);
      expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

      const again = await fetchRaw(`${baseURL}${asset}`, { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  test("clients without Brotli still get gzip from Next.js, and unknown files a 404", async ({ baseURL }) => {
    const home = await fetchRaw(`${baseURL}/`, {});
    const script = home.body.toString().match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1];
    const gzip = await fetchRaw(`${baseURL}${script}`, { "accept-encoding": "gzip" });
    const plain = await fetchRaw(`${baseURL}${script}`, { "accept-encoding": "identity" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    for (const path of ["/_next/static/chunks/missing.js", "/_next/static/../../package.json", "/_next/static/chunks/%2e%2e/%2e%2e/package.json.br"]) {
      const res = await fetchRaw(`${baseURL}${path}`, { "accept-encoding": "br" });
      expect(res.status, path).toBe(404);
    }
  });
});
