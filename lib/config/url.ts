import { env } from "@/lib/env";

/** The public origin of the site, for canonical URLs, sitemaps and links in emails. */
export function siteUrl(): string {
  const { SITE_URL, NEXTAUTH_URL, PORT } = env();
  const url = SITE_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT}`;
  return url.replace(/\/+$/, "");
}
