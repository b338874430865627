const minute = 60_000;

/** The email outbox's delivery rules (lib/services/email/outbox.ts). */
export const emailOutbox = {
  /** Messages claimed at once by one worker. */
  batchSize: 20,
  /**
   * How long a claim holds a message: longer than any send can take (SMTP timeouts), so a live
   * worker's message is never taken over.
   */
  claimMs: 10 * minute,
  /** Undelivered messages (a restart, a retry that is due) are looked for this often. */
  sweepMs: 30_000,
  /** Sends tried before a message is marked failed: about 4 hours of back-off in all. */
  maxAttempts: 8,
  /** The wait before the next try: 30 s, 1, 2, 4 ... minutes, at most an hour. */
  retryDelayMs: (attempt: number) => Math.min(60 * minute, 30_000 * 2 ** Math.max(0, attempt - 1)),
  /** Failed messages are kept this long for a look, then dropped (they may hold sign-in links). */
  keepFailedMs: 7 * 24 * 60 * minute,
} as const;
