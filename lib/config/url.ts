/** The public origin of the site, for canonical URLs, sitemaps and links in emails. */
export function siteUrl(): string {
  const url =
    process.env.SITE_URL ?? process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return url.replace(/\/+$/, "");
}
