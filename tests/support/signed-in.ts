import { encode } from "next-auth/jwt";
import { createSession } from "@/lib/auth/sessions";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { randomClient } from "./factories";
import { ambientRequest } from "./request-context";

/** A new session of the user and its cookie, signed with next-auth's own encoder (NEXTAUTH_SECRET). */
export async function sessionCookieOf(
  user: { id: string },
  client: ClientInfo = randomClient(),
): Promise<{ sessionId: string; cookies: Record<string, string> }> {
  const sessionId = await createSession(user.id, client);
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

/**
 * Like signedInAs, but keeps the ambient headers the test set: a new session of the user (opened
 * from `client`) in the ambient cookie, or no cookie for null. Returns the session id.
 */
export async function ambientSessionOf(
  user: { id: string } | null,
  client?: ClientInfo,
): Promise<string | null> {
  if (!user) {
    ambientRequest.cookies = {};
    return null;
  }
  const { sessionId, cookies } = await sessionCookieOf(user, client);
  ambientRequest.cookies = cookies;
  return sessionId;
}

/** Admin powers need a second factor: gives an admin an enrolled (stand-in) authenticator, once. */
export async function enrolAdminSecondFactor(user: { id: string; role?: string } | null): Promise<void> {
  if (user?.role !== "admin") return;
  await db.twoFactorSecret.upsert({
    where: { userId: user.id },
    create: { userId: user.id, secretEncrypted: "test-only", enabledAt: new Date() },
    update: {},
  });
}
