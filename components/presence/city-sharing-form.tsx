"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormControl, FormField } from "@/components/ui/form";
import { inputClassName } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { presence } from "@/lib/config/presence";
import { formatLongDate } from "@/lib/i18n/format";
import { shareCityAction } from "@/lib/presence/actions";
import type { SharedCity } from "@/lib/presence/schemas";

export type CityOption = { id: string; name: string; country: string };

/** The profile's "My current city": one of our cities, or "Don't share" (the default). */
export function CitySharingForm({ cities, initial }: { cities: CityOption[]; initial: SharedCity }) {
  const t = useTranslations("presence.setting");
  const locale = useLocale();
  const [shared, setShared] = useState(initial);
  const [choice, setChoice] = useState(initial?.cityId ?? "");
  const [saving, setSaving] = useState(false);
  const sharedName = cities.find((city) => city.id === shared?.cityId)?.name;

  async function save() {
    setSaving(true);
    const result = await shareCityAction({ cityId: choice || null }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return void toast.error(t("notSaved"), { description: result?.error });
    setShared(result.data);
    toast.success(t("saved"));
  }

  return (
    <div className="grid max-w-md gap-4">
      <FormField id="presence-city" label={t("label")} hint={t("hint", { days: presence.cityCurrentDays })}>
        <FormControl>
          <select
            className={inputClassName}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t("none")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {`${city.name}, ${city.country}`}
              </option>
            ))}
          </select>
        </FormControl>
      </FormField>
      <p className="text-sm" aria-live="polite">
        {shared && sharedName
          ? t("sharedUntil", { city: sharedName, date: formatLongDate(shared.until, locale) })
          : t("notShared")}
      </p>
      <Button
        className="w-fit"
        disabled={saving || choice === (shared?.cityId ?? "")}
        onClick={() => void save()}
      >
        {saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
