import {
  backoffDelay,
  CIPHER_RETRY,
  DEFAULT_RETRY,
  isRetryableStatus,
  withRetry,
  type RetryOptions,
} from "@/lib/services/payments/retry";
import { ProviderError } from "@/lib/services/payments/types";

/** A sleep that records the delays and returns at once. */
function recorder() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

const httpError = (status: number) => new ProviderError(status, `HTTP ${status}`, isRetryableStatus(status));

/** fn failing with the given errors in turn, then answering "ok". */
function failing(...errors: Error[]) {
  const fn = jest.fn(async (_signal: AbortSignal) => {
    const error = errors.shift();
    if (error) throw error;
    return "ok";
  });
  return fn;
}

describe("withRetry", () => {
  it.each([408, 429, 500, 502, 503, 504])("retries HTTP %i after the initial back-off", async (status) => {
    const { delays, sleep } = recorder();
    const fn = failing(httpError(status));
    await expect(withRetry(fn, { sleep, random: () => 0 })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([500]);
  });

  it("retries network errors (status 0)", async () => {
    const { delays, sleep } = recorder();
    const fn = failing(new ProviderError(0, "unreachable", true), new ProviderError(0, "unreachable", true));
    await expect(withRetry(fn, { sleep, random: () => 0 })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([500, 1000]);
  });

  it.each([400, 401, 402, 403, 404, 409, 422])("does not retry HTTP %i", async (status) => {
    const { delays, sleep } = recorder();
    const fn = failing(httpError(status));
    await expect(withRetry(fn, { sleep })).rejects.toMatchObject({ status });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it("does not retry errors that are not provider errors (bugs)", async () => {
    const fn = failing(new TypeError("undefined is not a function"));
    await expect(withRetry(fn, { sleep: async () => {} })).rejects.toThrow(TypeError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("backs off exponentially, capped at maxDelayMs, and gives up after the retries with the last error", async () => {
    const { delays, sleep } = recorder();
    let calls = 0;
    const fn = async () => {
      calls++;
      throw new ProviderError(503, `attempt ${calls}`, true);
    };
    await expect(withRetry(fn, { retries: 6, sleep, random: () => 0 })).rejects.toThrow("attempt 7");
    expect(calls).toBe(7);
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it("defaults to 3 retries", async () => {
    const { delays, sleep } = recorder();
    const fn = jest.fn(async () => {
      throw httpError(500);
    });
    await expect(withRetry(fn, { sleep, random: () => 0 })).rejects.toMatchObject({
      status: 500,
      retryable: true,
    });
    expect(fn).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it("adds up to 50% random jitter", async () => {
    for (const [random, expected] of [
      [0.5, [625, 1250, 2500]],
      [0.999999, [750, 1500, 3000]],
    ] as const) {
      const { delays, sleep } = recorder();
      await expect(
        withRetry(async () => Promise.reject(httpError(502)), { sleep, random: () => random }),
      ).rejects.toBeInstanceOf(ProviderError);
      expect(delays).toEqual(expected);
    }
    for (let retry = 0; retry < 8; retry++) {
      const base = Math.min(5000, 500 * 2 ** retry);
      const delay = backoffDelay(retry);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.5);
    }
  });

  it("has its presets: cipher 2 retries from 1 s, default 3 retries from 500 ms", async () => {
    expect(CIPHER_RETRY).toEqual({ retries: 2, initialDelayMs: 1000 });
    expect(DEFAULT_RETRY).toEqual({ retries: 3, initialDelayMs: 500 });
    const { delays, sleep } = recorder();
    const fn = jest.fn(async () => Promise.reject(httpError(503)));
    await expect(withRetry(fn, { ...CIPHER_RETRY, sleep, random: () => 0 })).rejects.toBeInstanceOf(
      ProviderError,
    );
    expect(fn).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it("aborts an attempt after timeoutMs and retries it as a time-out", async () => {
    const { delays, sleep } = recorder();
    const signals: AbortSignal[] = [];
    const fn = (signal: AbortSignal, attempt: number) => {
      signals.push(signal);
      if (attempt > 1) return Promise.resolve("second try");
      return new Promise<string>((_, reject) =>
        signal.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    };
    await expect(withRetry(fn, { timeoutMs: 20, sleep, random: () => 0 })).resolves.toBe("second try");
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(delays).toEqual([500]);
  });

  it("times out an attempt that ignores its signal, and reports status 0, retryable", async () => {
    const options: RetryOptions = { retries: 1, timeoutMs: 10, sleep: async () => {} };
    const started = Date.now();
    await expect(withRetry(() => new Promise<never>(() => {}), options)).rejects.toMatchObject({
      status: 0,
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("tells onRetry about each retry, timed with the injected clock", async () => {
    let clock = 1_000;
    const seen: Array<{ attempt: number; delayMs: number; status: number; elapsedMs: number }> = [];
    const fn = failing(httpError(429), httpError(500));
    await withRetry(fn, {
      sleep: async (ms) => void (clock += ms),
      now: () => clock,
      random: () => 0,
      onRetry: ({ attempt, delayMs, error, elapsedMs }) =>
        seen.push({ attempt, delayMs, status: error.status, elapsedMs }),
    });
    expect(seen).toEqual([
      { attempt: 1, delayMs: 500, status: 429, elapsedMs: 0 },
      { attempt: 2, delayMs: 1000, status: 500, elapsedMs: 500 },
    ]);
  });
});
