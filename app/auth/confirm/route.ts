import { NextResponse } from "next/server";
import { confirmEmail } from "@/lib/auth/confirm-email";
import { env } from "@/lib/env";
import { clientInfoFromHeaders } from "@/lib/http/client-info";

/**
 * The link in the confirmation email. Success lands on the home page with a note to log in; expired
 * and used links land on the authentication error screen.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const result = await confirmEmail(
    url.searchParams.get("token") ?? "",
    clientInfoFromHeaders(request.headers),
  );
  const target = new URL("/", env().NEXTAUTH_URL ?? url.origin);
  if (result === "confirmed") target.searchParams.set("confirmed", "1");
  else {
    target.searchParams.set("error", "access_denied");
    if (result === "expired") {
      target.searchParams.set("error_code", "otp_expired");
      target.searchParams.set("error_description", "Email link is invalid or has expired");
    }
  }
  return NextResponse.redirect(target, { status: 303 });
}
