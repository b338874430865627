import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { CurrentUser } from "@/lib/auth/current-user";
import { deleteCommunityMessage } from "@/lib/community/delete-message";
import { createMessage } from "@/lib/community/messages";
import { postCommunityMessage } from "@/lib/community/post-message";
import type { ChatMessage, CommunityEvent } from "@/lib/community/schemas";
import { openCommunityStream } from "@/lib/community/stream";
import { db } from "@/lib/services/database";
import { closeListenerHub, listenerHub } from "@/lib/services/realtime";
import { notifyPublisher } from "@/lib/services/realtime/notify-publisher";
import { createUser } from "../support/factories";
import { currentTestRun } from "../support/test-database";
import { logger } from "@/lib/observability/logger";
import { settle } from "../support/settle";

/*
 * The built-in transport end to end on the per-file database: NOTIFY → the process's listener hub →
 * the SSE stream of a room, with catch-up from a cursor, resync after a lost listener connection,
 * and fan-out to several app processes (PostgreSQL only: an embedded PGlite lives in one process).
 */
// scripts/test.mjs names the mode; a bare `jest` run follows what the global setup chose.
const onPostgres = () =>
  process.env.TEST_DB_MODE ? process.env.TEST_DB_MODE === "postgres" : currentTestRun().mode === "postgres";

type Frame = { id?: string; event?: string; data?: unknown; comment?: string };

/** Reads an SSE response frame by frame. */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: Frame[] = [];
  const waiting: Array<() => void> = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const raw = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: Frame = {};
        for (const line of raw.split("\n")) {
          if (line.startsWith(":")) frame.comment = line.slice(1).trim();
          else if (line.startsWith("id: ")) frame.id = line.slice(4);
          else if (line.startsWith("event: ")) frame.event = line.slice(7);
          else if (line.startsWith("data: ")) frame.data = JSON.parse(line.slice(6));
        }
        frames.push(frame);
        waiting.splice(0).forEach((wake) => wake());
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  let seen = 0;
  return {
    frames,
    /** The next frame (after those already taken) matching the predicate. */
    async next(predicate: (frame: Frame) => boolean = () => true, timeoutMs = 5000): Promise<Frame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (seen < frames.length) {
          const frame = frames[seen++]!;
          if (predicate(frame)) return frame;
        }
        if (Date.now() > deadline)
          throw new Error(`No matching SSE frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

const isEvent = (type: CommunityEvent["type"]) => (frame: Frame) =>
  (frame.data as CommunityEvent | undefined)?.type === type;

async function premium(name = "Live Nomad"): Promise<CurrentUser> {
  const user = await createUser({ role: "admin", name });
  return {
    id: user.id,
    email: user.email,
    role: "admin",
    name,
    avatarUrl: null,
    sessionId: "s",
    subscribed: false,
    hasSubscription: true,
  };
}

async function say(user: CurrentUser, message: string, room = "general"): Promise<ChatMessage> {
  const outcome = await settle(postCommunityMessage(user, { message, room }));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.data;
}

async function stream(
  room: string,
  cursor: number | null,
  options: { heartbeatMs?: number; maxAgeMs?: number } = {},
) {
  const controller = new AbortController();
  const response = await openCommunityStream({ room, cursor, signal: controller.signal, ...options });
  const reader = sseReader(response);
  return { response, reader, close: () => (controller.abort(), reader.cancel()) };
}

describe("realtime over LISTEN/NOTIFY and SSE", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("delivers new and deleted messages of the room, and other rooms' activity with a 50-character preview", async () => {
    const alice = await premium("Alice");
    const s = await stream("general", null);
    try {
      expect(s.response.headers.get("content-type")).toContain("text/event-stream");
      expect(s.response.headers.get("cache-control")).toContain("no-transform");
      const ready = await s.reader.next((f) => f.event === "ready");
      expect(ready.id).toMatch(/^\d+$/);

      const message = await say(alice, "Hola a todos, ¿alguien en Medellín este mes?");
      const created = await s.reader.next(isEvent("message.created"));
      expect(created.data).toEqual({
        type: "message.created",
        room: "general",
        at: expect.any(Number),
        message,
      });
      expect(created.id).toBe(String(message.seq));

      // Activity of the same room is not repeated; another room's arrives as a preview.
      const long = "Coworking recommendations near Parque Lleras? I need fast wifi and good coffee please";
      await say(alice, long, "medellin-colombia");
      const activity = await s.reader.next(isEvent("activity"));
      expect(activity.data).toEqual(
        expect.objectContaining({
          room: "medellin-colombia",
          username: "Alice",
          preview: `${long.slice(0, 50).trimEnd()}…`,
        }),
      );
      expect(
        s.reader.frames.filter(
          (f) => isEvent("activity")(f) && (f.data as { room: string }).room === "general",
        ),
      ).toHaveLength(0);

      // A deletion is an event with its own number, after the message's; the stream's position moves on.
      await settle(deleteCommunityMessage(alice, message.id));
      const deleted = await s.reader.next(isEvent("message.deleted"));
      const deletion = await db.communityMessage.findUniqueOrThrow({
        where: { id: message.id },
        select: { deletedSeq: true },
      });
      expect(deleted.data).toEqual({
        type: "message.deleted",
        room: "general",
        at: expect.any(Number),
        id: message.id,
        seq: Number(deletion.deletedSeq),
      });
      expect(Number(deletion.deletedSeq)).toBeGreaterThan(message.seq);
      expect(deleted.id).toBe(String(deletion.deletedSeq));
    } finally {
      await s.close();
    }
  });

  it("catches up from a cursor (the last event's number) before going live, in order, without duplicates", async () => {
    const bruno = await premium("Bruno");
    const before = await say(bruno, "before the disconnection", "quito-ecuador");
    const cursor = before.seq;
    const missed = [
      await say(bruno, "missed one", "quito-ecuador"),
      await say(bruno, "missed two", "quito-ecuador"),
    ];
    await settle(deleteCommunityMessage(bruno, before.id));

    const s = await stream("quito-ecuador", cursor);
    try {
      const first = await s.reader.next(isEvent("message.created"));
      const second = await s.reader.next(isEvent("message.created"));
      expect([first, second].map((f) => (f.data as { message: ChatMessage }).message.id)).toEqual(
        missed.map((m) => m.id),
      );
      expect((await s.reader.next(isEvent("message.deleted"))).data).toEqual(
        expect.objectContaining({ id: before.id }),
      );
      const ready = await s.reader.next((f) => f.event === "ready");
      const { deletedSeq } = await db.communityMessage.findUniqueOrThrow({
        where: { id: before.id },
        select: { deletedSeq: true },
      });
      expect(ready.data).toEqual({ cursor: Number(deletedSeq) });

      const live = await say(bruno, "live again", "quito-ecuador");
      expect(
        ((await s.reader.next(isEvent("message.created"))).data as { message: ChatMessage }).message.id,
      ).toBe(live.id);
      const ids = s.reader.frames
        .filter(isEvent("message.created"))
        .map((f) => (f.data as { message: ChatMessage }).message.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await s.close();
    }
  });

  it("parallel posts and deletions reach a stream in the order of their numbers, and a reconnection misses none", async () => {
    const dora = await premium("Dora");
    const room = "lima-peru";
    const first = await say(dora, "first", room);
    const s = await stream(room, first.seq);
    try {
      await s.reader.next((f) => f.event === "ready");
      // The storing path itself (the per-user rate limit would refuse 12 posts at once).
      const posts = await Promise.all(
        Array.from({ length: 12 }, (_, i) => createMessage(dora.id, room, `parallel ${i}`)),
      );
      await Promise.all([
        settle(deleteCommunityMessage(dora, first.id)),
        ...posts.slice(0, 4).map((m) => settle(deleteCommunityMessage(dora, m.id))),
      ]);
      const live: Frame[] = [];
      for (let i = 0; i < 17; i++)
        live.push(await s.reader.next((f) => isEvent("message.created")(f) || isEvent("message.deleted")(f)));
      const numbers = live.map((f) => Number(f.id));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(17);

      // A client that had seen only the first six events catches up on everything after them: the
      // deletions, and the new messages that still exist (a message deleted since is not sent).
      const deletedIds = new Set(
        live.filter(isEvent("message.deleted")).map((f) => (f.data as { id: string }).id),
      );
      const expected = live
        .slice(6)
        .filter(
          (f) =>
            isEvent("message.deleted")(f) || !deletedIds.has((f.data as { message: ChatMessage }).message.id),
        )
        .map((f) => Number(f.id));
      const again = await stream(room, numbers[5]!);
      try {
        const ready = await again.reader.next((f) => f.event === "ready");
        expect(ready.data).toEqual({ cursor: numbers.at(-1) });
        const caught = again.reader.frames
          .filter((f) => isEvent("message.created")(f) || isEvent("message.deleted")(f))
          .map((f) => Number(f.id));
        expect(caught).toEqual(expected);
      } finally {
        await again.close();
      }
    } finally {
      await s.close();
    }
  });

  it("sends heartbeat comments and a 'bye' at the maximum age", async () => {
    const s = await stream("general", null, { heartbeatMs: 100, maxAgeMs: 450 });
    try {
      expect((await s.reader.next((f) => f.comment === "heartbeat")).comment).toBe("heartbeat");
      expect((await s.reader.next((f) => f.event === "bye")).data).toEqual({ reconnect: true });
    } finally {
      await s.close();
    }
  });

  it("stops delivering to a closed stream", async () => {
    const hub = listenerHub();
    const s = await stream("general", null);
    await s.reader.next((f) => f.event === "ready");
    const subscribers = hub.stats().subscribers;
    await s.close();
    expect(hub.stats().subscribers).toBe(subscribers - 1);
  });

  (onPostgres() ? it : it.skip)(
    "resyncs from the database when the listener connection is lost",
    async () => {
      const carla = await premium("Carla");
      const logged = jest.spyOn(logger, "error").mockImplementation(() => {});
      const s = await stream("santiago-chile", null);
      try {
        await s.reader.next((f) => f.event === "ready");
        // Kill this process's LISTEN connection, then store a message whose NOTIFY it cannot hear.
        await db.$executeRawUnsafe(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        );
        const silent = await createMessage(carla.id, "santiago-chile", "sent while the listener was away");
        const frame = await s.reader.next(isEvent("message.created"), 10_000);
        expect((frame.data as { message: ChatMessage }).message.id).toBe(silent.id);
        expect(listenerHub().stats().connected).toBe(true);
        expect(logged).toHaveBeenCalledWith(
          { detail: expect.any(String) },
          "[realtime] listener connection lost, reconnecting:",
        );
      } finally {
        logged.mockRestore();
        await s.close();
      }
    },
  );

  (onPostgres() ? it : it.skip)(
    "fans out a NOTIFY to the listener hubs of two other app processes",
    async () => {
      const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
      const child = `
      import { listenerHub } from "@/lib/services/realtime";
      void (async () => {
        await listenerHub().subscribe(["general"], {
          onEvent: (topic, event) => console.log(JSON.stringify({ topic, event })),
          onResync: () => {},
        });
        console.log("ready");
        setTimeout(() => process.exit(2), 30000);
      })();
    `;
      const children: ChildProcessWithoutNullStreams[] = [];
      const start = () => {
        const proc = spawn(tsx, ["--conditions=react-server", "--eval", child], {
          cwd: process.cwd(),
          env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL! },
        });
        children.push(proc);
        const lines: string[] = [];
        const waiters: Array<() => void> = [];
        createInterface({ input: proc.stdout }).on("line", (line) => {
          lines.push(line);
          waiters.splice(0).forEach((w) => w());
        });
        let stderr = "";
        proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
        return {
          async waitFor(predicate: (line: string) => boolean, timeoutMs = 20_000): Promise<string> {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = lines.find(predicate);
              if (found) return found;
              if (Date.now() > deadline || proc.exitCode !== null)
                throw new Error(`child did not print the line; stdout=${lines.join("\n")} stderr=${stderr}`);
              await new Promise<void>((resolve) => {
                waiters.push(resolve);
                setTimeout(resolve, 100);
              });
            }
          },
        };
      };
      try {
        const [one, two] = [start(), start()];
        await Promise.all([one.waitFor((l) => l === "ready"), two.waitFor((l) => l === "ready")]);
        // This test process is the third instance: it publishes, both others receive.
        const event = {
          type: "message.deleted",
          room: "general",
          at: Date.now(),
          id: "00000000-0000-4000-8000-000000000001",
          seq: 1,
        };
        await notifyPublisher.publish("general", event);
        const received = await Promise.all([one, two].map((c) => c.waitFor((l) => l.includes(event.id))));
        for (const line of received) expect(JSON.parse(line)).toEqual({ topic: "general", event });
      } finally {
        for (const proc of children) proc.kill();
      }
    },
    60_000,
  );
});
