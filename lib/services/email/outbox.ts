import "server-only";
import { after } from "next/server";
import { emailOutbox } from "@/lib/config/email";
import { errorFields, logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { emailTransport } from "./transport";
import type { EmailMessage } from "./types";

/**
 * The email outbox. sendEmail writes the message to the email_outbox table inside the request and
 * the answer goes out without waiting for the mail server (SMTP when SMTP_URL is set, else the
 * development mailbox): how long an answer takes says nothing about whether an account exists, and
 * a slow or failing server neither slows nor breaks a request.
 *
 * Every app process delivers from the table: at once when it queues a message, and every 30 s
 * (messages a restart left behind, retries whose back-off is over). A worker claims a batch with
 * FOR UPDATE SKIP LOCKED and a lease (claimed_until) before sending, so two workers, in one process
 * or in two instances, never send one message twice. Delivered messages are deleted.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await db.emailOutbox.create({
    data: {
      to: message.to.trim().toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? {},
    },
  });
  wakeOutbox();
}

/**
 * For answers that must not reveal whether an account exists ('forgot password', 'resend the
 * confirmation'): `compose` writes what only an account has (a link's token) and returns the
 * message, after the answer has gone out (Next's after(), or the next tick outside a request). The
 * request itself then does the same work either way. A process stopped within those milliseconds
 * loses the message; the person asks again.
 */
export function sendEmailAfterAnswer(compose: () => Promise<EmailMessage | null>): void {
  const state = worker();
  let start!: () => void;
  const task: Promise<void> = new Promise<void>((resolve) => (start = resolve))
    .then(async () => {
      const message = await compose();
      if (message) await sendEmail(message);
    })
    .catch((error) => logger.error(errorFields(error), "[email] a message could not be queued"))
    .finally(() => state.composing.delete(task));
  state.composing.add(task);
  try {
    after(start);
  } catch {
    // Outside a request (scripts, tests): as soon as the caller has its answer.
    setTimeout(start, 0);
  }
}

type Claimed = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attempts: number;
};

async function claimBatch(now: Date): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE email_outbox SET claimed_until = ${new Date(now.getTime() + emailOutbox.claimMs)}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE failed_at IS NULL AND next_attempt_at <= ${now} AND (claimed_until IS NULL OR claimed_until <= ${now})
      ORDER BY next_attempt_at
      LIMIT ${emailOutbox.batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, "to", subject, text, html, headers, attempts`;
}

/** Sends one claimed message; a failure is retried after a back-off, up to the last attempt. */
async function deliver(message: Claimed): Promise<void> {
  try {
    const headers = Object.keys(message.headers ?? {}).length ? message.headers : undefined;
    await emailTransport().send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers,
    });
  } catch (error) {
    const now = new Date();
    const failed = message.attempts >= emailOutbox.maxAttempts;
    const lastError = errorFields(error).err.message.slice(0, 500);
    await db.emailOutbox.updateMany({
      where: { id: message.id },
      data: failed
        ? { failedAt: now, claimedUntil: null, lastError }
        : {
            nextAttemptAt: new Date(now.getTime() + emailOutbox.retryDelayMs(message.attempts)),
            claimedUntil: null,
            lastError,
          },
    });
    logger[failed ? "error" : "warn"](
      { outboxId: message.id, attempt: message.attempts, err: { message: lastError } },
      failed ? "[email] delivery failed for good" : "[email] delivery failed, will retry",
    );
    return;
  }
  await db.emailOutbox.deleteMany({ where: { id: message.id } });
}

/** Delivers every message that is due, batch after batch, until none is left. Safe to run in parallel. */
export async function deliverDueEmails(): Promise<void> {
  for (;;) {
    const batch = await claimBatch(new Date());
    if (!batch.length) return;
    for (const message of batch) await deliver(message);
  }
}

// Kept on globalThis: Next.js bundles instrumentation.ts and the routes separately, and both must
// see the same worker.
type Worker = {
  running: Promise<void> | null;
  again: boolean;
  timer: ReturnType<typeof setInterval> | null;
  composing: Set<Promise<void>>;
};
const worker = (): Worker =>
  ((globalThis as { __latitudEmailOutbox?: Worker }).__latitudEmailOutbox ??= {
    running: null,
    again: false,
    timer: null,
    composing: new Set(),
  });

/** Starts delivering now, in the background (at most one drain per process at a time). */
export function wakeOutbox(): void {
  const state = worker();
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await deliverDueEmails();
    } while (state.again);
  })()
    .catch((error) =>
      logger.warn(errorFields(error), "[email] the outbox could not be read; the next sweep tries again"),
    )
    .finally(() => {
      state.running = null;
    });
}

/**
 * Waits until every message queued so far is delivered or waiting for a retry: for tests, and for
 * the development mailbox before it lists what arrived.
 */
export async function flushOutbox(): Promise<void> {
  const state = worker();
  while (state.composing.size) await Promise.all(state.composing);
  wakeOutbox();
  while (state.running) await state.running;
}

/**
 * The periodic sweep of a server process (instrumentation.ts): undelivered messages from before a
 * restart, due retries, old failures.
 */
export function startOutboxWorker(): void {
  const state = worker();
  if (state.timer) return;
  const sweep = () => {
    wakeOutbox();
    void db.emailOutbox
      .deleteMany({ where: { failedAt: { lt: new Date(Date.now() - emailOutbox.keepFailedMs) } } })
      .catch(() => undefined);
  };
  state.timer = setInterval(sweep, emailOutbox.sweepMs);
  state.timer.unref();
  sweep();
}

/** Stops the sweep and waits for messages being composed or delivered (graceful shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  const state = worker();
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  while (state.composing.size) await Promise.all(state.composing);
  while (state.running) await state.running;
}
