import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { createHash } from "node:crypto";
import { db, Prisma } from "@/lib/services/database";
import { errorAnswer, type SandboxAnswer } from "./answer";

/**
 * Idempotency-Key handling. The key is claimed by inserting its row first, marked in progress
 * (status 0), so of two concurrent identical requests exactly one runs the operation; the other
 * polls until the answer is stored and replays it (409 only if that takes longer than WAIT_MS).
 * Final answers (2xx and 4xx, declines included) are stored and replayed for the same key;
 * 5xx answers and crashes release the key, so the client's retry runs the operation again.
 * The key is scoped by method and path, and a fingerprint of the request body is kept with it:
 * the same key with a different request is refused (422) instead of replaying a wrong answer.
 *
 * Row layout: key = "<METHOD> <path> <Idempotency-Key>", status = HTTP status (0 = in progress),
 * body = { fingerprint, response } where response is the JSON body answered (null while in progress).
 */
const WAIT_MS = 15_000;
const POLL_MS = 50;
/** An in-progress row this old belongs to a process that died mid-request. */
const ABANDONED_MS = 2 * 60 * 1000;
const IN_PROGRESS = 0;

type StoredBody = { fingerprint: string; response: Record<string, unknown> | null };

const fingerprintOf = (request: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(request ?? null))
    .digest("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(key: string, fingerprint: string): Promise<boolean> {
  try {
    await db.caliSandboxIdempotency.create({
      data: { key, status: IN_PROGRESS, body: { fingerprint, response: null } },
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const release = (key: string) =>
  db.caliSandboxIdempotency.deleteMany({ where: { key, status: IN_PROGRESS } });

async function store(key: string, fingerprint: string, answer: SandboxAnswer): Promise<void> {
  // Through JSON, so what is replayed is byte for byte what the first caller could have parsed.
  const response = JSON.parse(JSON.stringify(answer.body)) as Prisma.InputJsonObject;
  await db.caliSandboxIdempotency.update({
    where: { key },
    data: { status: answer.status, body: { fingerprint, response } },
  });
}

export async function idempotent(
  scope: string,
  idempotencyKey: string,
  request: unknown,
  operation: () => Promise<SandboxAnswer>,
): Promise<SandboxAnswer> {
  const key = `${scope} ${idempotencyKey}`;
  const fingerprint = fingerprintOf(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(key, fingerprint)) {
      let result: SandboxAnswer;
      try {
        result = await operation();
      } catch (error) {
        await release(key);
        throw error;
      }
      if (result.status >= 500) await release(key);
      else await store(key, fingerprint, result);
      return result;
    }
    const row = await db.caliSandboxIdempotency.findUnique({ where: { key } });
    if (!row) continue; // released by a failed first attempt: claim it now
    const stored = row.body as StoredBody;
    if (stored.fingerprint !== fingerprint)
      return errorAnswer(422, "Idempotency-Key reused with a different request");
    if (row.status !== IN_PROGRESS && stored.response)
      return { status: row.status, body: stored.response, headers: { "idempotent-replayed": "true" } };
    if (Date.now() - row.createdAt.getTime() > ABANDONED_MS) {
      await db.caliSandboxIdempotency.deleteMany({
        where: { key, status: IN_PROGRESS, createdAt: row.createdAt },
      });
      continue;
    }
    if (Date.now() > deadline)
      return errorAnswer(409, "A request with this Idempotency-Key is still in progress");
    await sleep(POLL_MS);
  }
}
