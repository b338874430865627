import "server-only";
import { loginProtection } from "@/lib/config/security";
import { db, type Prisma } from "@/lib/services/database";

/**
 * The lockout counters, one row per key: "email:<address>" (the account, even when no account has
 * that address, so a lock reveals nothing) and "ip:<address>".
 *
 * An attempt reserves its place in every key's budget before its password or code is checked, and
 * settles it afterwards: a failure is counted, a pass gives the place back. Both happen under the
 * row's lock (one transaction each), so parallel attempts can never all pass the "is it locked?"
 * test before the first failure is counted: at most `maxFailures` checks run per key and window.
 * An attempt that finds the budget taken (failures plus attempts still being checked) locks the
 * key and is refused unchecked; a right password succeeds only while its keys are unlocked, so it
 * never lifts a lock.
 */
export type Throttle = { key: string; maxFailures: number };

export const accountThrottle = (email: string): Throttle => ({
  key: `email:${email}`,
  maxFailures: loginProtection.accountMaxFailures,
});
export const ipThrottle = (ip: string): Throttle => ({
  key: `ip:${ip}`,
  maxFailures: loginProtection.ipMaxFailures,
});

export type ThrottleState = {
  failures: number;
  inFlight: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
};

/** What one key says about an attempt. `newlyLocked`: this attempt set the lock. */
export type KeyVerdict = {
  key: string;
  failures: number;
  attemptsLeft: number;
  lockedUntil: Date | null;
  newlyLocked: boolean;
};

/**
 * The state as of `now`. A lock that has ended, or a window that has passed, starts afresh; that
 * also forgets reservations a process took and never settled (it died mid-check).
 */
export function stateAsOf(state: ThrottleState, now: Date): ThrottleState {
  const lockEnded = state.lockedUntil !== null && state.lockedUntil <= now;
  const windowPassed =
    state.lockedUntil === null &&
    now.getTime() - state.windowStartedAt.getTime() >= loginProtection.windowMinutes * 60_000;
  return lockEnded || windowPassed
    ? { failures: 0, inFlight: 0, windowStartedAt: now, lockedUntil: null }
    : state;
}

const lockEnd = (now: Date) => new Date(now.getTime() + loginProtection.lockMinutes * 60_000);
const verdict = (
  key: string,
  maxFailures: number,
  state: ThrottleState,
  newlyLocked = false,
): KeyVerdict => ({
  key,
  failures: state.failures,
  attemptsLeft: Math.max(0, maxFailures - state.failures - state.inFlight),
  lockedUntil: state.lockedUntil,
  newlyLocked,
});

export type Step = (
  state: ThrottleState,
  throttle: Throttle,
  now: Date,
) => { next: ThrottleState; verdict: KeyVerdict };

/** Before a check: take a place, or lock the key when none is left. */
export const reserve: Step = (state, { key, maxFailures }, now) => {
  if (state.lockedUntil) return { next: state, verdict: verdict(key, maxFailures, state) };
  if (state.failures + state.inFlight >= maxFailures) {
    const next = { ...state, lockedUntil: lockEnd(now) };
    return { next, verdict: verdict(key, maxFailures, next, true) };
  }
  const next = { ...state, inFlight: state.inFlight + 1 };
  return { next, verdict: verdict(key, maxFailures, next) };
};

/** A wrong password or code: the place becomes a failure; the last one allowed locks the key. */
export const fail: Step = (state, { key, maxFailures }, now) => {
  const counted = { ...state, failures: state.failures + 1, inFlight: Math.max(0, state.inFlight - 1) };
  if (state.lockedUntil || counted.failures < maxFailures)
    return { next: counted, verdict: verdict(key, maxFailures, counted) };
  const next = { ...counted, lockedUntil: lockEnd(now) };
  return { next, verdict: verdict(key, maxFailures, next, true) };
};

/** A right password or code gives its place back; the caller refuses it when the key is locked. */
export const pass: Step = (state, { key, maxFailures }) => {
  const next = { ...state, inFlight: Math.max(0, state.inFlight - 1) };
  return { next, verdict: verdict(key, maxFailures, next) };
};

/** Like pass, and a success that opens a session starts the count again (unless locked meanwhile). */
export const passAndClear: Step = (state, throttle, now) => {
  const passed = pass(state, throttle, now).next;
  const next = passed.lockedUntil ? passed : { ...passed, failures: 0 };
  return { next, verdict: verdict(throttle.key, throttle.maxFailures, next) };
};

/** The check did not finish (an error): the place is given back, nothing is counted. */
export const release: Step = pass;

type Row = { failures: number; in_flight: number; window_started_at: Date; locked_until: Date | null };

/** The key's row, created if missing and locked until the transaction ends, as of `now`. */
async function lockRow(tx: Prisma.TransactionClient, key: string, now: Date): Promise<ThrottleState> {
  const [row] = await tx.$queryRaw<Row[]>`
    INSERT INTO login_throttles (key, failures, in_flight, window_started_at) VALUES (${key}, 0, 0, ${now})
    ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
    RETURNING failures, in_flight, window_started_at, locked_until`;
  const state = {
    failures: Number(row!.failures),
    inFlight: Number(row!.in_flight),
    windowStartedAt: row!.window_started_at,
    lockedUntil: row!.locked_until,
  };
  return stateAsOf(state, now);
}

async function save(tx: Prisma.TransactionClient, key: string, state: ThrottleState): Promise<void> {
  await tx.loginThrottle.update({ where: { key }, data: state });
}

/**
 * Reserves a place in every key, in order (IP before account, the same order everywhere, so two
 * transactions never wait on each other). All or nothing: the first key that refuses is returned
 * and no place is taken; null means the check may run.
 */
export async function reserveAttempt(throttles: Throttle[], now = new Date()): Promise<KeyVerdict | null> {
  return db.$transaction(async (tx) => {
    const taken: Array<[string, ThrottleState]> = [];
    for (const throttle of throttles) {
      const { next, verdict } = reserve(await lockRow(tx, throttle.key, now), throttle, now);
      if (verdict.lockedUntil) {
        if (verdict.newlyLocked) await save(tx, throttle.key, next);
        return verdict;
      }
      taken.push([throttle.key, next]);
    }
    for (const [key, state] of taken) await save(tx, key, state);
    return null;
  });
}

/** Settles a reserved attempt on each key (same order as reserved); one verdict per key. */
export async function settleAttempt(
  steps: ReadonlyArray<readonly [Throttle, Step]>,
  now = new Date(),
): Promise<KeyVerdict[]> {
  return db.$transaction(async (tx) => {
    const verdicts: KeyVerdict[] = [];
    for (const [throttle, step] of steps) {
      const { next, verdict } = step(await lockRow(tx, throttle.key, now), throttle, now);
      await save(tx, throttle.key, next);
      verdicts.push(verdict);
    }
    return verdicts;
  });
}

/**
 * Lifts a key's lock and forgets its failures (a password reset, an admin), under the row's lock;
 * attempts being checked keep their places. Returns the end of the lock it lifted, or null.
 */
export async function clearLockout(key: string, now = new Date()): Promise<Date | null> {
  return db.$transaction(async (tx) => {
    const state = await lockRow(tx, key, now);
    await save(tx, key, { ...state, failures: 0, lockedUntil: null });
    return state.lockedUntil;
  });
}

/** The keys among `keys` that are locked now, with the lock's end. */
export async function activeLocks(keys: string[], now = new Date()): Promise<Map<string, Date>> {
  const rows = await db.loginThrottle.findMany({
    where: { key: { in: keys }, lockedUntil: { gt: now } },
    select: { key: true, lockedUntil: true },
  });
  return new Map(rows.map((row) => [row.key, row.lockedUntil!]));
}
