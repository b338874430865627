import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createdEvents } from "@/lib/community/publish";
import { publish } from "@/lib/services/realtime";
import { realtimeConfig } from "@/lib/services/realtime/config";
import { authorizePusherChannel, pusherPublisher } from "@/lib/services/realtime/pusher-publisher";

/*
 * Contract test of the Pusher path: our publisher, through the real `pusher` client, against a local
 * HTTP server that checks each trigger request as Pusher's REST API defines it.
 */
type Received = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: IncomingMessage["headers"];
};

let server: Server;
let port: number;
const received: Received[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      received.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString("utf8"),
        headers: req.headers,
      });
      res
        .writeHead(status, { "content-type": "application/json" })
        .end(status === 200 ? "{}" : '{"error":"nope"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  status = 200;
});

const secret = "contract-secret";
const config = () => {
  const c = realtimeConfig({
    PUSHER_APP_ID: "4321",
    PUSHER_KEY: "contract-key",
    PUSHER_SECRET: secret,
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: String(port),
    PUSHER_USE_TLS: "false",
  });
  if (c.transport !== "pusher") throw new Error("expected Pusher");
  return c;
};

/** The signature Pusher's REST API expects (auth_version 1.0). */
function expectedSignature(method: string, path: string, query: URLSearchParams): string {
  const params = [...query.entries()]
    .filter(([k]) => k !== "auth_signature")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const queryString = params.map(([k, v]) => `${k}=${v}`).join("&");
  return createHmac("sha256", secret).update(`${method}\n${path}\n${queryString}`).digest("hex");
}

describe("Pusher publisher contract", () => {
  it("triggers POST /apps/{app_id}/events, signed, with { name, channels, data }", async () => {
    const event = {
      type: "message.deleted",
      room: "general",
      at: 1_700_000_000_000,
      id: "00000000-0000-4000-8000-000000000001",
      seq: 7,
    };
    const before = Math.floor(Date.now() / 1000);
    await pusherPublisher(config()).publish("general", event);
    expect(received).toHaveLength(1);
    const request = received[0]!;

    expect(request.method).toBe("POST");
    expect(request.path).toBe("/apps/4321/events");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.query.get("auth_key")).toBe("contract-key");
    expect(request.query.get("auth_version")).toBe("1.0");
    const timestamp = Number(request.query.get("auth_timestamp"));
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect(request.query.get("body_md5")).toBe(createHash("md5").update(request.body).digest("hex"));
    expect(request.query.get("auth_signature")).toBe(expectedSignature("POST", request.path, request.query));

    const body = JSON.parse(request.body) as {
      name: string;
      channels?: string[];
      channel?: string;
      data: string;
    };
    expect(body.name).toBe("community-event");
    expect(body.channels ?? [body.channel]).toEqual(["private-community-general"]);
    expect(JSON.parse(body.data)).toEqual(event);
  });

  it("reports a refused trigger as an error", async () => {
    status = 401;
    await expect(pusherPublisher(config()).publish("general", { type: "x" })).rejects.toThrow(/401/);
  });

  it("authorises a private channel as key:HMAC-SHA256(secret, socket_id:channel)", () => {
    const auth = authorizePusherChannel(config(), "1234.5678", "private-community-lima-peru");
    expect(auth).toEqual({
      auth: `contract-key:${createHmac("sha256", secret).update("1234.5678:private-community-lima-peru").digest("hex")}`,
    });
  });

  it("publishes a new message to its room and a 50-character preview to the activity channel, chosen from the environment", async () => {
    const env = {
      PUSHER_APP_ID: "4321",
      PUSHER_KEY: "contract-key",
      PUSHER_SECRET: secret,
      PUSHER_HOST: "127.0.0.1",
      PUSHER_PORT: String(port),
      PUSHER_USE_TLS: "false",
    };
    Object.assign(process.env, env);
    try {
      const message = {
        id: "00000000-0000-4000-8000-000000000002",
        seq: 12,
        user_id: "00000000-0000-4000-8000-000000000003",
        username: "Sofía",
        message: "Anyone up for a hike to Cerro San Cristóbal on Saturday morning? Leaving at 8.",
        room: "santiago-chile",
        created_at: new Date().toISOString(),
        edited_at: null,
        image: null,
        profile: { full_name: "Sofía", avatar_url: null },
        reactions: [],
      };
      for (const [topic, event] of createdEvents(message, 1_700_000_000_000)) await publish(topic, event);
      const byChannel = Object.fromEntries(
        received.map((r) => {
          const body = JSON.parse(r.body) as { channels: string[]; data: string };
          return [body.channels[0], JSON.parse(body.data)];
        }),
      );
      expect(byChannel["private-community-santiago-chile"]).toEqual({
        type: "message.created",
        room: "santiago-chile",
        at: 1_700_000_000_000,
        message,
      });
      expect(byChannel["private-community-activity"]).toEqual({
        type: "activity",
        room: "santiago-chile",
        at: 1_700_000_000_000,
        id: message.id,
        seq: 12,
        user_id: message.user_id,
        username: "Sofía",
        preview: "Anyone up for a hike to Cerro San Cristóbal on Sat…",
      });
      for (const r of received)
        expect(r.query.get("auth_signature")).toBe(expectedSignature("POST", r.path, r.query));
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  });
});
