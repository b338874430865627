import { NextResponse } from "next/server";
import { confirmationLinkLanguage, confirmEmail } from "@/lib/auth/confirm-email";
import { env } from "@/lib/env";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { localeOfRequest } from "@/lib/i18n/server-messages";

/**
 * The link in the confirmation email (/auth/confirm, /es/auth/confirm: the proxy serves every path
 * under its language). Success lands on the home page with a note to log in; expired and used links
 * land on the authentication error screen. Both in the account's language; for a link no account
 * owns, the link's language, or the browser's when the link has none.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const linkLanguage = isLocale(locale) && locale !== defaultLocale ? locale : null;
  const language =
    (await confirmationLinkLanguage(token)) ?? linkLanguage ?? localeOfRequest(request.headers);
  const result = await confirmEmail(token, clientInfoFromHeaders(request.headers));
  const target = new URL(localizedPath("/", language), env().NEXTAUTH_URL ?? url.origin);
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
