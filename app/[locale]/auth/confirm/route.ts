import { NextResponse } from "next/server";
import { confirmEmail } from "@/lib/auth/confirm-email";
import { env } from "@/lib/env";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";

/**
 * The link in the confirmation email, in the member's language (/auth/confirm, /es/auth/confirm:
 * the proxy serves every page path under its language). Success lands on the home page in that
 * language with a note to log in; expired and used links land on the authentication error screen.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const url = new URL(request.url);
  const result = await confirmEmail(
    url.searchParams.get("token") ?? "",
    clientInfoFromHeaders(request.headers),
  );
  const home = localizedPath("/", isLocale(locale) ? locale : defaultLocale);
  const target = new URL(home, env().NEXTAUTH_URL ?? url.origin);
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
