import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";
import { leadCountries, leadLanguages } from "@/lib/config/lawyers";
import { localizedPath } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import type { MarketplaceQuery } from "@/lib/lawyers/schemas";
import { countryLabel, languageLabel } from "./options";

/**
 * Country and language filters: a plain GET form, so they work before any script loads and land in
 * the URL (of the page's language).
 */
export function MarketplaceFilters({ query }: { query: MarketplaceQuery }) {
  const t = useTranslations("lawyer");
  const locale = useLocale();
  return (
    <form
      method="get"
      action={localizedPath("/lawyer/dashboard/marketplace", locale)}
      aria-label={t("marketplace.filters.label")}
      className="grid items-end gap-3 rounded-xl border bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <div className="grid gap-1.5">
        <label htmlFor="filter-country" className="text-sm font-medium">
          {t("marketplace.filters.country")}
        </label>
        <select
          id="filter-country"
          name="country"
          defaultValue={query.country ?? ""}
          className={inputClassName}
        >
          <option value="">{t("marketplace.filters.allCountries")}</option>
          {leadCountries.map((c) => (
            <option key={c.id} value={c.id}>
              {countryLabel(t, c.id, c.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="filter-language" className="text-sm font-medium">
          {t("marketplace.filters.language")}
        </label>
        <select
          id="filter-language"
          name="language"
          defaultValue={query.language ?? ""}
          className={inputClassName}
        >
          <option value="">{t("marketplace.filters.allLanguages")}</option>
          {leadLanguages.map((l) => (
            <option key={l} value={l}>
              {languageLabel(t, l)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t("marketplace.filters.apply")}</Button>
        {query.country || query.language ? (
          <Button asChild variant="ghost">
            <Link href="/lawyer/dashboard/marketplace">{t("marketplace.filters.clear")}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
