import "server-only";
import { ProviderError } from "./types";

/**
 * The provider retry policy: exponential back-off with random jitter, a time-out per attempt,
 * retries only where a repeat can help. A request that changes money carries an Idempotency-Key, so
 * repeating it never charges twice.
 */
export type RetryOptions = {
  /** Retries after the first attempt. */
  retries?: number;
  initialDelayMs?: number;
  /** Cap of the exponential back-off, before jitter. */
  maxDelayMs?: number;
  /** Per attempt: the AbortSignal given to fn fires and the attempt fails as a retryable time-out. */
  timeoutMs?: number;
  /**
   * Up to this fraction of the back-off is added at random, so clients that failed together do not
   * retry together.
   */
  jitter?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Told before each retry (for logging; never give it request bodies). */
  onRetry?: (info: { attempt: number; delayMs: number; error: ProviderError; elapsedMs: number }) => void;
};

/**
 * HTTP statuses worth repeating: time-out, rate limit and server trouble. Other 4xx will fail the
 * same way again.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

export const isRetryableStatus = (status: number) => RETRYABLE_STATUSES.has(status);

/**
 * Retry presets: the cipher fetch (nothing charged yet, the user waits on the card form) and
 * everything else.
 */
export const CIPHER_RETRY = { retries: 2, initialDelayMs: 1000 } as const satisfies RetryOptions;
export const DEFAULT_RETRY = { retries: 3, initialDelayMs: 500 } as const satisfies RetryOptions;

export const TIMEOUT_MESSAGE = "Payment service timed out. Please try again later.";

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retry` (0-based): initial·2^retry capped at max, plus up to jitter·that. */
export function backoffDelay(
  retry: number,
  { initialDelayMs = 500, maxDelayMs = 5000, jitter = 0.5, random = Math.random }: RetryOptions = {},
): number {
  const base = Math.min(maxDelayMs, initialDelayMs * 2 ** retry);
  return Math.round(base + base * jitter * random());
}

async function attempt<T>(
  fn: (signal: AbortSignal, attempt: number) => Promise<T>,
  number: number,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  const timedOut = new ProviderError(0, TIMEOUT_MESSAGE, true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing the time-out also covers an fn that ignores its signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timedOut);
      controller.abort(timedOut);
    }, timeoutMs);
  });
  try {
    return await Promise.race([fn(controller.signal, number), timeout]);
  } catch (error) {
    // Whatever fn threw on being aborted (AbortError, its own wrapper), the cause is the time-out.
    throw controller.signal.aborted ? timedOut : error;
  } finally {
    clearTimeout(timer);
  }
}

const retryable = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.retryable;

/**
 * Runs fn until it succeeds, fails with a non-retryable error, or the retries are used up (the last
 * error is thrown). Only a ProviderError with `retryable` is repeated: other errors are bugs, not weather.
 */
export async function withRetry<T>(
  fn: (signal: AbortSignal, attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { retries = 3, timeoutMs = 30_000, sleep = realSleep, now = Date.now, onRetry } = options;
  const started = now();
  for (let number = 1; ; number++) {
    try {
      return await attempt(fn, number, timeoutMs);
    } catch (error) {
      if (!retryable(error) || number > retries) throw error;
      const delayMs = backoffDelay(number - 1, options);
      onRetry?.({ attempt: number, delayMs, error, elapsedMs: now() - started });
      await sleep(delayMs);
    }
  }
}
