"use client";

import { Check, Globe } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useSession } from "@/components/auth/session";
import { saveLanguageAction } from "@/lib/i18n/actions";
import { localeNames, locales, localeTags, type Locale } from "@/lib/i18n/locales";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils/cn";

/**
 * Switches to the same page in another language, query included. next-intl remembers the choice in
 * the NEXT_LOCALE cookie; a signed-in member's account keeps it too, for their emails. The links are
 * real links (crawlers and visitors without JavaScript follow them); the query is added on click.
 */
function useSwitchLanguage() {
  const pathname = usePathname();
  const router = useRouter();
  const session = useSession();
  return {
    pathname,
    switchTo(event: MouseEvent, locale: Locale) {
      event.preventDefault();
      if (session.status === "authenticated") void saveLanguageAction({ language: locale });
      router.replace(`${pathname}${window.location.search}${window.location.hash}`, {
        locale,
        scroll: false,
      });
    },
  };
}

/**
 * The header's switcher: a button that shows the three languages (a disclosure, not a menu library:
 * it is on every page's first screen; the list is rendered once opened, the footer's links serve
 * crawlers and visitors without JavaScript). Escape or a click elsewhere closes it.
 */
export function HeaderLanguageSwitcher() {
  const current = useLocale();
  const t = useTranslations("common.language");
  const { pathname, switchTo } = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={`${t("label")}: ${localeNames[current]}`}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-700 uppercase hover:bg-muted hover:text-foreground"
      >
        <Globe aria-hidden className="size-4" />
        {current}
      </button>
      {open ? (
        <ul
          id="language-list"
          className="absolute right-0 z-50 mt-1 grid min-w-40 gap-0.5 rounded-lg border bg-white p-1 shadow-lg"
        >
          {locales.map((locale) => (
            <li key={locale}>
              <Link
                href={pathname}
                locale={locale}
                hrefLang={localeTags[locale]}
                lang={locale}
                aria-current={locale === current ? "true" : undefined}
                onClick={(event) => {
                  setOpen(false);
                  switchTo(event, locale);
                }}
                className="flex items-center justify-between gap-6 rounded-md px-3 py-2.5 text-sm hover:bg-muted"
              >
                {localeNames[locale]}
                {locale === current ? <Check aria-hidden className="size-4 text-primary" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function FooterLanguageSwitcher() {
  const current = useLocale();
  const t = useTranslations("common.language");
  const { pathname, switchTo } = useSwitchLanguage();
  return (
    <nav aria-label={t("label")} className="flex items-center gap-1 text-sm">
      {locales.map((locale) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          hrefLang={localeTags[locale]}
          lang={locale}
          aria-current={locale === current ? "true" : undefined}
          onClick={(event) => switchTo(event, locale)}
          className={cn(
            "rounded px-2 py-1.5 text-slate-300 hover:text-white",
            locale === current && "font-semibold text-white underline underline-offset-4",
          )}
        >
          {localeNames[locale]}
        </Link>
      ))}
    </nav>
  );
}
