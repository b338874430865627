import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { City } from "@/lib/cities";
import { MAX_COMPARED } from "@/lib/cities/compare";

/**
 * The cities to compare: a plain form (GET, `?c=…` once per choice), so it works before and
 * without any script; the page reads both that and the shared `?c=a,b,c`.
 */
export function ComparePicker({ cities, chosen }: { cities: readonly City[]; chosen: string[] }) {
  const t = useTranslations("cities.compare");
  const countries = [...new Set(cities.map((city) => city.country))];
  return (
    <form method="get" className="grid gap-3 sm:grid-cols-[repeat(3,1fr)_auto] sm:items-end">
      {Array.from({ length: MAX_COMPARED }, (_, i) => (
        <label key={i} className="grid gap-1 text-sm font-medium">
          {t("pick", { number: i + 1 })}
          <select
            name="c"
            defaultValue={chosen[i] ?? ""}
            className="h-11 rounded-lg border border-input bg-white px-3 text-base"
          >
            <option value="">{t("none")}</option>
            {countries.map((country) => (
              <optgroup key={country} label={country}>
                {cities
                  .filter((city) => city.country === country)
                  .map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit" className="h-11">
        {t("submit")}
      </Button>
    </form>
  );
}
