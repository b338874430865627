import { encode } from "next-auth/jwt";
import { createSession } from "@/lib/auth/sessions";
import { client } from "./factories";

/**
 * Next's request context for server actions under test: the session cookie of whoever signInAs
 * signed in. In the test file: jest.mock("next/headers", () => jest.requireActual("../support/session").nextHeaders).
 */
let cookie: string | null = null;

export const nextHeaders = {
  cookies: async () => ({
    getAll: () => (cookie ? [{ name: "next-auth.session-token", value: cookie }] : []),
    get: (name: string) => (cookie && name === "next-auth.session-token" ? { name, value: cookie } : undefined),
  }),
  headers: async () => new Headers({ host: "localhost:3000", "user-agent": "jest" }),
};

/** A real session row for the user, and its cookie in the request context (null: signed out). */
export async function signInAs(user: { id: string } | null): Promise<void> {
  cookie = user ? await encode({ token: { sid: await createSession(user.id, client), sub: user.id }, secret: process.env.NEXTAUTH_SECRET! }) : null;
}
