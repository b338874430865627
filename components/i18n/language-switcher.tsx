"use client";

import { Check, Globe } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { useSession } from "@/components/auth/session";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
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

export function HeaderLanguageSwitcher() {
  const current = useLocale();
  const t = useTranslations("common.language");
  const { pathname, switchTo } = useSwitchLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`${t("label")}: ${localeNames[current]}`}
        className="inline-flex h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-700 uppercase hover:bg-muted hover:text-foreground"
      >
        <Globe aria-hidden className="size-4" />
        {current}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {locales.map((locale) => (
          <DropdownMenuItem key={locale} asChild>
            <Link
              href={pathname}
              locale={locale}
              hrefLang={localeTags[locale]}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={(event) => switchTo(event, locale)}
              className="flex items-center justify-between gap-6"
            >
              {localeNames[locale]}
              {locale === current ? <Check aria-hidden className="size-4 text-primary" /> : null}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function FooterLanguageSwitcher() {
  const current = useLocale();
  const t = useTranslations("common.language");
  const { pathname, switchTo } = useSwitchLanguage();
  return (
    <nav aria-label={t("label")} className="flex items-center gap-1 text-sm">
      <Globe aria-hidden className="mr-1 size-4 text-slate-400" />
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
