import { fail, pass, passAndClear, reserve, stateAsOf, type ThrottleState } from "@/lib/auth/login-throttle";

/** The lockout's rules as pure steps (the database runs each under the row's lock). */
const account = { key: "email:a@example.com", maxFailures: 5 };
const t0 = new Date("2026-01-01T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const fresh: ThrottleState = { failures: 0, inFlight: 0, windowStartedAt: t0, lockedUntil: null };

describe("login throttle steps", () => {
  it("reserves until failures plus attempts in flight reach the maximum; the next one locks and is refused", () => {
    let state = fresh;
    for (let i = 0; i < 5; i++) {
      const step = reserve(state, account, t0);
      expect(step.verdict.lockedUntil).toBeNull();
      state = step.next;
    }
    expect(state.inFlight).toBe(5);
    const sixth = reserve(state, account, t0);
    expect(sixth.verdict).toEqual(expect.objectContaining({ newlyLocked: true, lockedUntil: at(15) }));
    expect(reserve(sixth.next, account, t0).verdict).toEqual(
      expect.objectContaining({ newlyLocked: false, lockedUntil: at(15) }),
    );
  });

  it("a failure turns the place into a failure; the 5th locks", () => {
    let state: ThrottleState = { ...fresh, failures: 3, inFlight: 1 };
    const fourth = fail(state, account, t0);
    expect(fourth.verdict).toEqual(
      expect.objectContaining({ failures: 4, attemptsLeft: 1, lockedUntil: null }),
    );
    state = reserve(fourth.next, account, t0).next;
    expect(fail(state, account, t0).verdict).toEqual(
      expect.objectContaining({ failures: 5, newlyLocked: true, lockedUntil: at(15) }),
    );
  });

  it("a pass gives the place back; clearing never lifts a lock", () => {
    expect(passAndClear({ ...fresh, failures: 4, inFlight: 1 }, account, t0).next).toEqual({
      ...fresh,
      failures: 0,
      inFlight: 0,
    });
    expect(pass({ ...fresh, failures: 4, inFlight: 1 }, account, t0).next).toEqual({
      ...fresh,
      failures: 4,
      inFlight: 0,
    });
    const locked = { ...fresh, failures: 4, inFlight: 1, lockedUntil: at(15) };
    expect(passAndClear(locked, account, t0).verdict.lockedUntil).toEqual(at(15));
    expect(passAndClear(locked, account, t0).next.failures).toBe(4);
  });

  it("a passed window or an ended lock starts afresh, forgetting places never settled", () => {
    expect(stateAsOf({ ...fresh, failures: 3, inFlight: 2 }, at(15))).toEqual({
      ...fresh,
      windowStartedAt: at(15),
    });
    expect(stateAsOf({ ...fresh, failures: 3, inFlight: 2 }, at(14))).toEqual({
      ...fresh,
      failures: 3,
      inFlight: 2,
    });
    expect(stateAsOf({ ...fresh, failures: 5, lockedUntil: at(20) }, at(19))).toEqual({
      ...fresh,
      failures: 5,
      lockedUntil: at(20),
    });
    expect(stateAsOf({ ...fresh, failures: 5, lockedUntil: at(20) }, at(20))).toEqual({
      ...fresh,
      windowStartedAt: at(20),
    });
  });
});
