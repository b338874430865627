import "server-only";
import type { NextAuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { errorFields, logger } from "@/lib/observability/logger";
import { isDatabaseUnavailable } from "@/lib/services/database/errors";
import { logAuthEvent } from "./auth-events";
import { login, type LoginAttempt } from "./login";
import { encodeLoginError } from "./login-messages";
import { safeRedirectPath } from "./redirect";
import { loginSchema } from "./schemas";
import { revokeSession, validateSession } from "./sessions";
import { sessionStandingOf } from "./subscription-status";
import { twoFactorLoginSchema } from "./two-factor/schemas";
import { loginWithSecondFactor } from "./two-factor/second-step";
import { toViewer } from "./viewer";

/** Either step of a login: { email, password }, or { challenge, code | recoveryCode } after it. */
async function credentialsLogin(
  credentials: Record<string, unknown>,
  headers: Headers,
): Promise<LoginAttempt> {
  const client = clientInfoFromHeaders(headers);
  if ("challenge" in credentials) {
    const parsed = twoFactorLoginSchema.safeParse(credentials);
    return parsed.success
      ? loginWithSecondFactor(parsed.data, client)
      : { ok: false, code: "two_factor_invalid" };
  }
  const parsed = loginSchema.safeParse(credentials);
  return parsed.success ? login(parsed.data, client) : { ok: false, code: "invalid" };
}

function encodeFailure(result: Exclude<LoginAttempt, { ok: true }>): string {
  if (result.code === "two_factor_required") return encodeLoginError(result.code, result.challenge);
  if (result.code === "invalid") return encodeLoginError(result.code, result.attemptsLeft);
  return encodeLoginError(result.code, "retryAfterSeconds" in result ? result.retryAfterSeconds : undefined);
}

/** Set on a session answer whose check failed (lib/auth/auth-route.ts answers 503 or 500 instead). */
export const SESSION_CHECK_FAILED = "sessionCheckFailed";
export type SessionCheckFailure = "unavailable" | "error";

/**
 * next-auth (Credentials) on our own accounts. next-auth signs the cookie; everything else is ours:
 * argon2id passwords, lockout, server-side sessions (the JWT carries only the session id), roles
 * from the database. A thrown error's message reaches the login form as `error` (a code, see
 * login-messages.ts).
 */
export const authOptions: NextAuthOptions = {
  secret: env().NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 24 * 60 * 60 },
  pages: { signIn: "/join", error: "/auth/error" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        challenge: { label: "Challenge", type: "hidden" },
        code: { label: "Authentication code", type: "text" },
        recoveryCode: { label: "Recovery code", type: "text" },
      },
      async authorize(credentials, request) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request?.headers ?? {})) {
          if (typeof value === "string") headers.set(name, value);
        }
        let result: LoginAttempt;
        try {
          result = await credentialsLogin(credentials ?? {}, headers);
        } catch (error) {
          // next-auth hands a thrown message to the client: a code, never the driver's text.
          if (isDatabaseUnavailable(error)) throw new Error(encodeLoginError("unavailable"));
          logger.error(errorFields(error), "[auth] sign-in failed");
          throw new Error(encodeLoginError("unexpected"));
        }
        // A user with two-factor gets "two_factor_required:<challenge>" here and no session yet.
        if (!result.ok) throw new Error(encodeFailure(result));
        return { id: result.userId, sessionId: result.sessionId };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sid = user.sessionId;
      }
      return token;
    },
    /**
     * Only our own origin. next-auth's default parses the posted callbackUrl with new URL() and
     * throws on one that does not parse (e.g. "\u0000"), which answered 500; such a URL goes home.
     * A JSON body can post any value as callbackUrl ({}, 1, []): anything but a string goes home too.
     */
    async redirect({ url, baseUrl }: { url: unknown; baseUrl: string }) {
      if (typeof url !== "string") return baseUrl;
      const path = safeRedirectPath(url);
      if (path) return `${baseUrl}${path}`;
      try {
        if (new URL(url).origin === baseUrl) return url;
      } catch {
        // Not a URL: fall through to the home page.
      }
      return baseUrl;
    },
    /** Every session check reads the database: a revoked or expired session has no user. */
    async session({ session, token }): Promise<Session> {
      try {
        const user = await validateSession(token.sid);
        if (!user) return { expires: session.expires };
        const { premium, paymentIssue } = await sessionStandingOf(user.id);
        return { expires: session.expires, user: toViewer(user, premium, paymentIssue) };
      } catch (error) {
        // next-auth answers a throwing callback by deleting the session cookie: a database outage
        // would sign out everyone whose page checked its session meanwhile. The answer is marked
        // instead; the route turns it into a 503 (or a 500) and the cookie stays.
        const failure: SessionCheckFailure = isDatabaseUnavailable(error) ? "unavailable" : "error";
        if (failure === "error") logger.error(errorFields(error), "[auth] session check failed");
        return { expires: session.expires, [SESSION_CHECK_FAILED]: failure } as Session;
      }
    },
  },
  events: {
    async signOut({ token }) {
      if (!token?.sid) return;
      // Only a session that was still live is a logout: after an account's deletion its sessions are
      // gone with it, and the event would refer to a user that no longer exists.
      if (!(await revokeSession(token.sid))) return;
      await logAuthEvent({
        type: "logout",
        success: true,
        userId: token.sub ?? null,
        details: { sessionId: token.sid },
      });
    },
  },
};
