import { useLocale, useTranslations } from "next-intl";
import { formatLongDate, formatShortDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Sourced } from "@/lib/sources/schema";

/**
 * Where a figure comes from, shown beside it everywhere it appears (visa facts, city numbers): the
 * page that states it (a deep link), the day it was checked, and a warning when the record is
 * unverified or from a secondary source (`secondary` says what it is secondary to: a government
 * page for a visa rule, the figure's own publisher for a city number). Works in server and client
 * components (a client page hands it `visa.facts`).
 */
export function SourceNote({
  fact,
  className,
  secondary = "secondary",
  compact = false,
}: {
  fact: Sourced;
  className?: string;
  secondary?: "secondary" | "secondaryFigure";
  /** One short line for tight places (a compare table's cells): "Source · secondary · Nov 25, 2026". */
  compact?: boolean;
}) {
  const t = useTranslations("visa.facts");
  const locale = useLocale() as Locale;
  if (compact)
    return (
      <span className={className ?? "text-xs text-muted-foreground"}>
        <a
          href={fact.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-foreground"
        >
          {t("sourceLink")}
          <span className="sr-only">
            : {fact.source.title} {t("opensInNewTab")}
          </span>
        </a>
        {fact.confidence !== "official" && (
          <strong className="font-medium text-amber-800 dark:text-amber-300">
            {" · "}
            {t(fact.confidence === "secondary" ? "secondaryShort" : "unverifiedShort")}
          </strong>
        )}
        {" · "}
        {formatShortDate(fact.verifiedOn, locale)}
      </span>
    );
  return (
    <span className={className ?? "text-xs text-muted-foreground"}>
      {fact.confidence !== "official" && (
        <strong className="mr-1 font-medium text-amber-800 dark:text-amber-300">
          {t(fact.confidence === "secondary" ? secondary : "unverified")}.
        </strong>
      )}
      <a
        href={fact.source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 hover:text-foreground"
      >
        {fact.source.title}
        <span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
      {" · "}
      {t("verifiedOn", { date: formatLongDate(fact.verifiedOn, locale) })}
    </span>
  );
}
