import type { DefaultSession } from "next-auth";
import type { Viewer } from "@/lib/auth/viewer";

declare module "next-auth" {
  interface Session {
    user?: Viewer & DefaultSession["user"];
  }
  interface User {
    id: string;
    sessionId: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** Id of the server-side session (user_sessions) this token belongs to. */
    sid?: string;
  }
}
