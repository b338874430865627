import { encode } from "next-auth/jwt";
import { createSession } from "@/lib/auth/sessions";
import { randomClient } from "./factories";
import { ambientRequest } from "./request-context";

/** A new session of the user and its cookie, signed with next-auth's own encoder (NEXTAUTH_SECRET). */
export async function sessionCookieOf(user: {
  id: string;
}): Promise<{ sessionId: string; cookies: Record<string, string> }> {
  const sessionId = await createSession(user.id, randomClient());
  const token = await encode({
    token: { sid: sessionId, sub: user.id },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return { sessionId, cookies: { "next-auth.session-token": token } };
}

/**
 * Server actions called straight from a test run as this user: a new session and its cookie (the
 * test file stands in for next/headers with ./request-context). Each call comes from a new random
 * IP. Returns the session id.
 */
export async function signedInAs(user: { id: string }): Promise<string> {
  const { sessionId, cookies } = await sessionCookieOf(user);
  ambientRequest.cookies = cookies;
  ambientRequest.headers = new Headers({
    host: "localhost:3000",
    "user-agent": "jest",
    "x-forwarded-for": randomClient().ip,
  });
  return sessionId;
}
