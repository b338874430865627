import { useLocale, useTranslations } from "next-intl";
import { formatLongDate } from "@/lib/i18n/format";
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
}: {
  fact: Sourced;
  className?: string;
  secondary?: "secondary" | "secondaryFigure";
}) {
  const t = useTranslations("visa.facts");
  const locale = useLocale();
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
