import { connect } from "node:net";
import type { AppInstance } from "./app";
import { newIp, type Reply, type Visitor } from "./http";

/**
 * The mutation budget per client IP across instances: POSTs from one new X-Forwarded-For address,
 * alternating between the instances. Budgets are fixed one-minute windows: a burst that straddles
 * a window's end (the instances share this machine's clock) is sent again from another address,
 * rather than waiting for a fresh window.
 */
export async function burstAcrossInstances(
  visitor: Visitor,
  instances: AppInstance[],
  count: number,
): Promise<{ ip: string; replies: Array<{ instance: string; reply: Reply }> }> {
  const windowOf = (ms: number) => Math.floor(ms / 60_000);
  for (let attempt = 1; ; attempt++) {
    const window = windowOf(Date.now());
    const ip = newIp();
    const replies: Array<{ instance: string; reply: Reply }> = [];
    for (let i = 0; i < count; i++) {
      const instance = instances[i % instances.length]!;
      const reply = await visitor.request(instance.base, "/api/profile/tags", {
        method: "POST",
        ip,
        body: { tag: `interested-in-burst ${letters(i)}`, source: "manual" },
      });
      replies.push({ instance: instance.name, reply });
    }
    if (windowOf(Date.now()) === window) return { ip, replies };
    if (attempt === 3) throw new Error("Three bursts in a row crossed a rate-limit window boundary");
  }
}

/** 0 → "a", 25 → "z", 26 → "ba"...: tags only take letters. */
export function letters(n: number): string {
  let out = "";
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out;
}

/** Sends one Redis command (RESP) and returns the raw reply, or null when Redis is not reachable. */
export function redisCommand(url: string, ...args: string[]): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    let reply = "";
    const finish = (value: string | null) => {
      socket.destroy();
      done(value);
    };
    socket.setTimeout(1_000, () => finish(null));
    socket.on("error", () => finish(null));
    socket.on("connect", () =>
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`),
    );
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
      if (reply.endsWith("\r\n")) finish(reply);
    });
  });
}
