import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MessageText } from "@/components/community/message-text";
import { checkClientLimit } from "@/lib/community/client-limit";
import { cursorFromRequest, formatEventId, parseEventId } from "@/lib/community/cursor";
import { linkify } from "@/lib/community/linkify";
import { AppError, rateLimited } from "@/lib/errors";
import { errorResponse } from "@/lib/http/api";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { messagePreview } from "@/lib/community/preview";
import {
  chatMessageSchema,
  listMessagesQuerySchema,
  messageTextSchema,
  muteMemberSchema,
  postMessageSchema,
  type ChatMessage,
} from "@/lib/community/schemas";
import { sseComment, sseEvent } from "@/lib/community/sse";
import { mergeMessages, removeMessages } from "@/lib/community/timeline";
import { community } from "@/lib/config/community";
import { communityPostLimit } from "@/lib/config/rate-limits";
import { topicOfChannel, pusherChannel } from "@/lib/services/realtime/channels";
import { clientRealtimeConfig, realtimeConfig } from "@/lib/services/realtime/config";
import { encodeNotification } from "@/lib/services/realtime/notify-publisher";

describe("community chat constants", () => {
  it("have the product's numbers", () => {
    expect(community).toEqual(
      expect.objectContaining({
        messageMaxLength: 500,
        loadLimit: 50,
        defaultRoom: "general",
        reconnectDelayMs: 5000,
        notificationPreviewLength: 50,
        serverRetryAfterDefaultMs: 5000,
        clientRetryAfterDefaultMs: 2000,
      }),
    );
    expect(community.clientRateLimit).toEqual({ limit: 10, windowMs: 60_000 });
    expect(communityPostLimit()).toEqual({
      name: "community-post-user",
      limit: 10,
      windowMs: 60_000,
    });
  });
});

describe("message schema (shared by the composer and the server)", () => {
  const error = (value: unknown) => messageTextSchema.safeParse(value).error?.issues[0]?.message;

  it("refuses blank messages and more than 500 characters, after trimming", () => {
    // Its messages are keys of the `validation` messages: the composer and the server translate them.
    expect(error("")).toBe("community.blank");
    expect(error(" \n\t ")).toBe("community.blank");
    expect(error(undefined)).toBe("community.blank");
    expect(error("x".repeat(501))).toBe("community.tooLong");
    expect(localizeMessage("community.blank", "en")).toBe("Please type a message");
    expect(localizeMessage("community.tooLong", "en")).toBe("Messages cannot exceed 500 characters.");
    expect(messageTextSchema.parse(`  ${"x".repeat(500)}  `)).toHaveLength(500);
    expect(messageTextSchema.parse("line one\nline two")).toBe("line one\nline two");
  });

  it("defaults the room to general and checks its form", () => {
    expect(postMessageSchema.parse({ message: "hi" })).toEqual({ message: "hi", room: "general" });
    expect(postMessageSchema.safeParse({ message: "hi", room: "../etc" }).success).toBe(false);
    expect(postMessageSchema.safeParse({ message: "hi", room: "Buenos Aires" }).success).toBe(false);
  });

  it("parses the list query with a default limit of 50", () => {
    expect(listMessagesQuerySchema.parse({})).toEqual({ room: "general", limit: 50 });
    expect(listMessagesQuerySchema.parse({ room: "lima-peru", limit: "20", before: "99" })).toEqual({
      room: "lima-peru",
      limit: 20,
      before: 99,
    });
    expect(listMessagesQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(listMessagesQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(listMessagesQuerySchema.safeParse({ before: "1", after: "2" }).success).toBe(false);
  });

  it("bounds mute durations", () => {
    const userId = "0b7c3a0e-2f1d-4c55-9d0e-3f1e2d3c4b5a";
    expect(muteMemberSchema.safeParse({ userId, minutes: 60 }).success).toBe(true);
    expect(muteMemberSchema.safeParse({ userId, minutes: 0 }).success).toBe(false);
    expect(muteMemberSchema.safeParse({ userId, minutes: 30 * 24 * 60 + 1 }).success).toBe(false);
  });
});

describe("links in plain text", () => {
  it("links http and https URLs only, leaving trailing punctuation outside", () => {
    expect(linkify("See https://latitud.app/cities. Or (http://example.com/a_(b)) ok?")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://latitud.app/cities", href: "https://latitud.app/cities" },
      { kind: "text", text: ". Or (" },
      { kind: "link", text: "http://example.com/a_(b)", href: "http://example.com/a_(b)" },
      { kind: "text", text: ") ok?" },
    ]);
    expect(linkify("javascript:alert(1) data:text/html,hi ftp://x.org www.example.com")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,hi ftp://x.org www.example.com" },
    ]);
    expect(linkify("")).toEqual([]);
  });

  it("renders text as text: no HTML from users, safe anchors", () => {
    const html = renderToStaticMarkup(
      createElement(MessageText, {
        text: '<img src=x onerror="alert(1)"> <script>alert(2)</script> https://example.com/?q=<b>',
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain(
      '<a href="https://example.com/?q=" target="_blank" rel="noopener noreferrer nofollow"',
    );
    expect(renderToStaticMarkup(createElement(MessageText, { text: "javascript:alert(1)" }))).not.toContain(
      "<a",
    );
  });
});

describe("notification preview", () => {
  it("keeps 50 characters and marks the cut", () => {
    expect(messagePreview("short")).toBe("short");
    expect(messagePreview("x".repeat(50))).toBe("x".repeat(50));
    expect(messagePreview("y".repeat(80))).toBe(`${"y".repeat(50)}…`);
    expect(messagePreview("multi\n\nline   text")).toBe("multi line text");
    expect(Array.from(messagePreview("😀".repeat(60)))).toHaveLength(51);
  });
});

describe("client-side limit: 10 messages per sliding 60 s", () => {
  it("allows 10, refuses the 11th until the oldest leaves the window", () => {
    const sent = Array.from({ length: 10 }, (_, i) => 1_000 + i * 1000);
    expect(checkClientLimit(sent.slice(0, 9), 11_000).allowed).toBe(true);
    const refused = checkClientLimit(sent, 11_000);
    expect(refused).toEqual(expect.objectContaining({ allowed: false, retryAfterMs: 50_000 }));
    expect(checkClientLimit(sent, 61_000).allowed).toBe(true);
  });
});

describe("message timeline", () => {
  const message = (seq: number): ChatMessage => ({
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    seq,
    user_id: "00000000-0000-4000-8000-000000000000",
    username: "A",
    message: `m${seq}`,
    room: "general",
    created_at: new Date(seq).toISOString(),
    edited_at: null,
    image: null,
    profile: { full_name: "A", avatar_url: null },
    reactions: [],
  });

  it("merges idempotently by id, ordered by seq, and removes by id", () => {
    const list = [message(1), message(3)];
    const merged = mergeMessages(list, [message(2), message(3), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages(merged, [message(2)])).toBe(merged);
    expect(removeMessages(merged, [message(3).id]).map((m) => m.seq)).toEqual([1, 2, 4]);
    expect(removeMessages(merged, ["missing"])).toBe(merged);
    expect(chatMessageSchema.safeParse(message(5)).success).toBe(true);
  });
});

describe("realtime cursor and SSE framing", () => {
  it("round-trips the event id (the number of the last event) and reads after= or Last-Event-ID", () => {
    expect(formatEventId(42)).toBe("42");
    expect(parseEventId("42")).toBe(42);
    // Pages loaded before events were numbered send 'seq:time': the time is ignored.
    expect(parseEventId("42:1700000000000")).toBe(42);
    expect(parseEventId("x:1")).toBeNull();
    expect(parseEventId(null)).toBeNull();
    expect(cursorFromRequest(new URLSearchParams("after=7&since=99"), "1")).toBe(7);
    expect(cursorFromRequest(new URLSearchParams("room=general"), "5")).toBe(5);
    expect(cursorFromRequest(new URLSearchParams("after=-1"), null)).toBeNull();
  });

  it("frames events as one data line", () => {
    expect(sseEvent({ id: "1:2", data: { text: "a\nb" } })).toBe('id: 1:2\ndata: {"text":"a\\nb"}\n\n');
    expect(sseEvent({ event: "ready", data: 1 })).toBe("event: ready\ndata: 1\n\n");
    expect(sseComment("heartbeat")).toBe(": heartbeat\n\n");
  });

  it("refuses NOTIFY payloads PostgreSQL would reject", () => {
    expect(() => encodeNotification("general", { type: "x", blob: "y".repeat(8000) })).toThrow(/too large/);
    expect(JSON.parse(encodeNotification("general", { type: "x" }))).toEqual({
      topic: "general",
      event: { type: "x" },
    });
  });
});

describe("realtime configuration (read from the environment in one place)", () => {
  it("uses SSE without Pusher variables, Pusher with them, and refuses half a configuration", () => {
    expect(realtimeConfig({})).toEqual({ transport: "sse" });
    expect(clientRealtimeConfig(realtimeConfig({}))).toEqual({
      transport: "sse",
      streamPath: "/api/community/realtime/stream",
    });
    const cloud = realtimeConfig({
      PUSHER_APP_ID: "1",
      PUSHER_KEY: "k",
      PUSHER_SECRET: "s",
      PUSHER_CLUSTER: "sa1",
    });
    expect(cloud).toEqual(expect.objectContaining({ transport: "pusher", cluster: "sa1", useTLS: true }));
    expect(clientRealtimeConfig(cloud)).toEqual({
      transport: "pusher",
      key: "k",
      cluster: "sa1",
      authEndpoint: "/api/community/realtime/pusher-auth",
      forceTLS: true,
    });
    expect(JSON.stringify(clientRealtimeConfig(cloud))).not.toContain('"s"');
    const local = realtimeConfig({
      PUSHER_APP_ID: "1",
      PUSHER_KEY: "k",
      PUSHER_SECRET: "s",
      PUSHER_HOST: "soketi",
      PUSHER_PORT: "6001",
      PUSHER_WS_HOST: "localhost",
    });
    expect(clientRealtimeConfig(local)).toEqual(
      expect.objectContaining({ wsHost: "localhost", wsPort: 6001, forceTLS: false }),
    );
    expect(() => realtimeConfig({ PUSHER_KEY: "k" })).toThrow(/Pusher needs/);
    expect(() => realtimeConfig({ PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s" })).toThrow(
      /PUSHER_CLUSTER or PUSHER_HOST/,
    );
  });

  it("maps topics to private channels and back", () => {
    expect(pusherChannel("lima-peru")).toBe("private-community-lima-peru");
    expect(topicOfChannel("private-community-lima-peru")).toBe("lima-peru");
    expect(topicOfChannel("private-community-")).toBeNull();
    expect(topicOfChannel("presence-community-general")).toBeNull();
    expect(topicOfChannel("private-community-../x")).toBeNull();
  });
});

describe("refusals", () => {
  it("answer JSON { error } and 429s carry Retry-After", async () => {
    const response = errorResponse(rateLimited("slow", 4200, { chatType: "community", limitType: "rate" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: "slow",
      chatType: "community",
      limitType: "rate",
      retryAfter: 4200,
    });
    const muted = errorResponse(
      new AppError("forbidden", "You are muted until 2026-11-22 14:05 UTC", {
        extra: { mutedUntil: "2026-11-22T14:05:00.000Z" },
      }),
    );
    expect(await muted.json()).toEqual({
      error: "You are muted until 2026-11-22 14:05 UTC",
      mutedUntil: "2026-11-22T14:05:00.000Z",
    });
  });
});
