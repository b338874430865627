import { z } from "zod";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";

const schema = z.object({ email: z.email("Please enter a valid email address") });
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/x", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      host: "localhost:3000",
      origin: "http://localhost:3000",
      ...headers,
    },
  });

// The mutation rate limit needs the database; tests/integration/rate-limit.test.ts covers it.
const noLimit = { rateLimit: false };

const handler = apiRoute(async (request: Request) => {
  assertSameOrigin(request);
  const data = await readJson(request, schema, { maxBytes: 200 });
  return Response.json(data);
}, noLimit);

describe("route handler contract", () => {
  it("answers valid input", async () => {
    const response = await handler(post(JSON.stringify({ email: "a@b.co" })), {});
    expect(response.status).toBe(200);
  });

  it.each([
    ["malformed JSON", post("{nope"), 400, "Malformed JSON body"],
    ["wrong type", post(JSON.stringify({ email: 7 })), 422, "Please enter a valid email address"],
    ["missing field", post("{}"), 422, "Please enter a valid email address"],
    ["oversized body", post(JSON.stringify({ email: "a".repeat(500) })), 413, "Request body too large"],
    [
      "wrong content type",
      post("email=a@b.co", { "content-type": "application/x-www-form-urlencoded" }),
      415,
      "Expected a JSON body (Content-Type: application/json)",
    ],
    [
      "another site's form",
      post(JSON.stringify({ email: "a@b.co" }), { origin: "https://evil.example" }),
      403,
      "Cross-site request refused",
    ],
  ])("%s → %i with { error }", async (_name, request, status, error) => {
    const response = await handler(request, {});
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expect.objectContaining({ error }));
  });

  it("refuses a body without Content-Length as soon as it passes the limit, without waiting for its end", async () => {
    // A 256 KB body in 1 KB pieces, without Content-Length: only the first pieces may be read.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(32));
        if (pulled === 256) controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/x", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "content-type": "application/json",
        host: "localhost:3000",
        origin: "http://localhost:3000",
      },
    } as RequestInit);
    const response = await handler(request, {});
    expect([response.status, await response.json()]).toEqual([413, { error: "Request body too large" }]);
    expect(pulled).toBeLessThan(5);
  });

  it("turns unexpected errors into a JSON 500 without details", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const failing = apiRoute(async () => {
      throw new Error("database password is hunter2");
    }, noLimit);
    const response = await failing(post("{}"), {});
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("hunter2");
    spy.mockRestore();
  });

  it("passes AppError status and extra fields through", async () => {
    const limited = apiRoute(async () => {
      throw new AppError("rate_limited", "Slow down", { extra: { retryAfter: 5000 } });
    }, noLimit);
    const response = await limited(post("{}"), {});
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: "Slow down", retryAfter: 5000 });
  });

  it.each([
    [
      "Prisma cannot reach the server",
      Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: "P1001" }),
    ],
    [
      "the server restarts",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
    [
      "a socket refusal inside the driver error",
      new Error("query failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      }),
    ],
  ])("answers 503 with Retry-After when %s", async (_name, error) => {
    const down = apiRoute(async () => {
      throw error;
    }, noLimit);
    const response = await down(post("{}"), {});
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: "Latitud is briefly unavailable. Please try again in a few seconds.",
    });
  });

  it("keeps a query error that is not about connectivity a 500", async () => {
    const broken = apiRoute(async () => {
      throw Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    }, noLimit);
    expect((await broken(post("{}"), {})).status).toBe(500);
  });
});
