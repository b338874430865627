import { connectSse } from "@/components/community/sse-connection";
import type { CommunityEvent } from "@/lib/community/schemas";

/** A stand-in EventSource (the browser's API), to drive the client transport. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
  close() {
    this.closed = true;
  }
}

const message = {
  id: "00000000-0000-4000-8000-000000000009",
  seq: 9,
  user_id: "00000000-0000-4000-8000-000000000001",
  username: "Ana",
  message: "hola",
  room: "general",
  created_at: "2026-11-22T10:00:00.000Z",
  edited_at: null,
  image: null,
  profile: { full_name: "Ana", avatar_url: null },
  reactions: [],
};

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("SSE client transport", () => {
  it("opens from the cursor, validates events, and reconnects 5 s after an error from the newest cursor", () => {
    let cursor = 4;
    const events: CommunityEvent[] = [];
    const statuses: string[] = [];
    const stop = connectSse("/api/community/realtime/stream", "general", {
      cursor: () => cursor,
      onEvent: (e) => {
        events.push(e);
        if (e.type === "message.created") cursor = e.message.seq;
      },
      onStatus: (s) => statuses.push(s),
    });
    const first = FakeEventSource.instances[0]!;
    expect(first.url).toBe("/api/community/realtime/stream?room=general&after=4");
    first.emit("ready");
    first.onmessage?.({
      data: JSON.stringify({ type: "message.created", room: "general", at: 2000, message }),
    } as MessageEvent<string>);
    first.onmessage?.({
      data: JSON.stringify({ type: "message.created", room: "general", at: 2000, message: { nope: true } }),
    } as MessageEvent<string>);
    first.onmessage?.({ data: "not json" } as MessageEvent<string>);
    expect(events).toHaveLength(1);

    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(statuses).toEqual(["connecting", "live", "reconnecting"]);
    jest.advanceTimersByTime(4999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances[1]!.url).toBe("/api/community/realtime/stream?room=general&after=9");

    stop();
    expect(FakeEventSource.instances[1]!.closed).toBe(true);
    FakeEventSource.instances[1]!.onerror?.();
    jest.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it("reconnects at once on the server's 'bye'", () => {
    connectSse("/s", "lima-peru", { cursor: () => 0, onEvent: () => {}, onStatus: () => {} });
    FakeEventSource.instances[0]!.emit("bye");
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(FakeEventSource.instances[1]!.url).toBe("/s?room=lima-peru&after=0");
  });
});
