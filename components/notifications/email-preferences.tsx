"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { saveEmailPreferencesAction } from "@/lib/notifications/actions";
import { notificationKinds, type EmailPreferences } from "@/lib/notifications/schemas";

/** The profile's 'Email me about' switches, one per kind, each saved as it changes. */
export function EmailPreferencesForm({ initial }: { initial: EmailPreferences }) {
  const t = useTranslations("notifications.preferences");
  const [prefs, setPrefs] = useState(initial);

  async function change(kind: keyof EmailPreferences, value: boolean) {
    const before = prefs;
    const next = { ...prefs, [kind]: value };
    setPrefs(next);
    const result = await saveEmailPreferencesAction(next).catch(() => null);
    if (!result?.ok) {
      setPrefs(before);
      toast.error(t("notSaved"), { description: result?.error });
    }
  }

  return (
    <ul className="grid gap-3">
      {notificationKinds.map((kind) => (
        <li key={kind} className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div>
            <label htmlFor={`email-${kind}`} className="font-medium">
              {t(`kind.${kind}`)}
            </label>
            <p id={`email-${kind}-help`} className="text-sm text-muted-foreground">
              {t(`help.${kind}`)}
            </p>
          </div>
          <Switch
            id={`email-${kind}`}
            aria-describedby={`email-${kind}-help`}
            checked={prefs[kind]}
            onCheckedChange={(value) => void change(kind, value)}
          />
        </li>
      ))}
    </ul>
  );
}
