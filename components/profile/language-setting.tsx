"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormControl, FormField } from "@/components/ui/form";
import { inputClassName } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveLanguageAction } from "@/lib/i18n/actions";
import { isLocale, localeNames, locales, localeTags, type Locale } from "@/lib/i18n/locales";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * The member's language (users.language): the site's and their emails'. Saving it stores it on the
 * account and opens the profile in that language, which remembers it in the NEXT_LOCALE cookie.
 */
export function LanguageSetting({ initial }: { initial: Locale }) {
  const t = useTranslations("profile.language");
  const current = useLocale();
  const router = useRouter();
  const params = useSearchParams();
  const [language, setLanguage] = useState<Locale>(initial);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    const result = await saveLanguageAction({ language }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return void toast.error(t("notSaved"), { description: result?.error });
    if (language === current) return void toast.success(t("saved"));
    const query = params.toString();
    router.replace(query ? `/profile?${query}` : "/profile", { locale: language, scroll: false });
  }

  return (
    <div className="grid max-w-md gap-4">
      <FormField id="profile-language" label={t("label")} hint={t("hint")}>
        <FormControl>
          <select
            className={inputClassName}
            value={language}
            onChange={(event) => isLocale(event.target.value) && setLanguage(event.target.value)}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={localeTags[locale]}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
        </FormControl>
      </FormField>
      <Button
        className="w-fit"
        disabled={saving || (language === initial && language === current)}
        onClick={save}
      >
        {saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
