import { useLocale, useTranslations } from "next-intl";
import { formatLongDate } from "@/lib/i18n/format";
import type { Fact } from "@/lib/visa/facts/schema";

/**
 * Where a visa fact comes from, shown beside it everywhere it appears: the official page (a deep
 * link), the day it was checked, and a warning when the record is unverified or from a secondary
 * source. Works in server and client components (the client's page hands it `visa.facts`).
 */
export function FactSource({ fact, className }: { fact: Fact; className?: string }) {
  const t = useTranslations("visa.facts");
  const locale = useLocale();
  return (
    <span className={className ?? "text-xs text-muted-foreground"}>
      {fact.confidence !== "official" && (
        <strong className="mr-1 font-medium text-amber-800 dark:text-amber-300">{t(fact.confidence)}.</strong>
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
