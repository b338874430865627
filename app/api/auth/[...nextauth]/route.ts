import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/http/api";
import { authOptions } from "@/lib/auth/next-auth";

const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth reads a JSON body with request.json() and throws on a malformed one, which Next answers
 * with a 500. Its own client posts form-encoded bodies, so a JSON body that does not parse is
 * refused here with a 400 before next-auth sees it.
 */
async function handler(request: NextRequest, context: Context): Promise<Response> {
  if (request.method === "POST" && (request.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      await request.clone().json();
    } catch {
      return jsonError(400, "Malformed JSON body");
    }
  }
  return nextAuth(request, context);
}

export { handler as GET, handler as POST };
