import { useLocale, useTranslations } from "next-intl";
import { formatLongDate } from "@/lib/i18n/format";

/** What a figure nobody found a source for shows: "Unknown", and when someone looked. */
export function UnknownValue({ checkedOn }: { checkedOn: string }) {
  const t = useTranslations("cities.numbers");
  const locale = useLocale();
  return (
    <span className="grid gap-0.5">
      <span className="text-slate-500">{t("unknown")}</span>
      <span className="text-xs text-muted-foreground">
        {t("unknownNote", { date: formatLongDate(checkedOn, locale) })}
      </span>
    </span>
  );
}
