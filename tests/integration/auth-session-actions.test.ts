import { signOutSessionAction } from "@/lib/auth/actions";
import { createSession, validateSession } from "@/lib/auth/sessions";
import { db } from "@/lib/services/database";
import { createUser, randomClient } from "../support/factories";
import { ambientRequest } from "../support/request-context";
import { signedInAs } from "../support/signed-in";

/*
 * The profile's list of active sessions: a member signs out one other session of their own, and
 * only their own. Through the real server action; only Next's request context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "session-actions-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

describe("signing out one session", () => {
  it("ends the chosen session of the member, and no other", async () => {
    const user = await createUser();
    const phone = await createSession(user.id, randomClient());
    const tablet = await createSession(user.id, randomClient());
    const current = await signedInAs(user);
    expect(await signOutSessionAction({ sessionId: phone })).toEqual({ ok: true, data: undefined });
    expect(await validateSession(phone)).toBeNull();
    expect(await validateSession(tablet)).not.toBeNull();
    expect(await validateSession(current)).not.toBeNull();
    expect(
      await db.authEvent.findFirstOrThrow({ where: { userId: user.id, eventType: "session_revoked" } }),
    ).toEqual(expect.objectContaining({ details: { sessionId: phone } }));
    // Twice: it has already ended.
    expect(await signOutSessionAction({ sessionId: phone })).toEqual({
      ok: false,
      error: "That session has already ended.",
    });
  });

  it("cannot end another member's session, nor the one in use", async () => {
    const [owner, intruder] = await Promise.all([createUser(), createUser()]);
    const victim = await createSession(owner.id, randomClient());
    const current = await signedInAs(intruder);
    expect(await signOutSessionAction({ sessionId: victim })).toEqual({
      ok: false,
      error: "That session has already ended.",
    });
    expect(await validateSession(victim)).not.toBeNull();
    expect(await signOutSessionAction({ sessionId: current })).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(await validateSession(current)).not.toBeNull();
  });

  it("needs a signed-in member and a session id", async () => {
    const user = await createUser();
    const session = await createSession(user.id, randomClient());
    ambientRequest.cookies = {};
    expect(await signOutSessionAction({ sessionId: session })).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(await validateSession(session)).not.toBeNull();
    await signedInAs(user);
    expect(await signOutSessionAction({ sessionId: "not-a-session" })).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { sessionId: "Unknown session" } }),
    );
  });
});
