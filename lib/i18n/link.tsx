"use client";

import { useLocale } from "next-intl";
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { localizedPath, type Locale } from "./locales";

type Href = ComponentProps<typeof NextLink>["href"];

/** An app path in `locale`: "/cities?q=rio" → "/es/cities?q=rio"; other addresses as they are. */
function localizedHref(href: Href, locale: Locale): Href {
  if (typeof href === "string") {
    if (!href.startsWith("/") || href.startsWith("//")) return href;
    const at = href.search(/[?#]/);
    const [path, rest] = at === -1 ? [href, ""] : [href.slice(0, at), href.slice(at)];
    return localizedPath(path, locale) + rest;
  }
  return href.pathname?.startsWith("/") ? { ...href, pathname: localizedPath(href.pathname, locale) } : href;
}

/**
 * next/link in the page's language (or `locale`'s): `<Link href="/cities">` leads to /es/cities on
 * a Spanish page. A plain client component, so a link rendered by a server component costs its page
 * no more than next/link's own props.
 */
export function Link({ href, locale, ...props }: ComponentProps<typeof NextLink> & { locale?: Locale }) {
  const current = useLocale();
  return <NextLink href={localizedHref(href, locale ?? current)} {...props} />;
}
