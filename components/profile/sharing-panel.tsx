"use client";

import { Check, Copy, ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { updateSharingAction } from "@/lib/profile/actions";
import type { SharingInput } from "@/lib/profile/schema";

/** Sharing tab: what the public profile shows, and its copyable URL with a 2-second 'copied' state. */
export function SharingPanel({ publicUrl, initial }: { publicUrl: string; initial: SharingInput }) {
  const t = useTranslations("profile.sharing");
  const failure = useTranslations("profile.failure");
  const [settings, setSettings] = useState(initial);
  const [copied, setCopied] = useState(false);
  const url = publicUrl;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function change(key: keyof SharingInput, value: boolean) {
    const next = { ...settings, [key]: value };
    setSettings(next);
    const result = await updateSharingAction(next).catch(() => null);
    if (!result?.ok) {
      setSettings(settings);
      toast.error(failure("updateFailed"), { description: result?.error ?? t("notSaved") });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(failure("copyFailed"), { description: t("copyFailedDescription") });
    }
  }

  const options: Array<keyof SharingInput> = ["isPublic", "shareAvatar", "shareOccupation", "shareCountry"];

  return (
    <div className="grid gap-6">
      <ul className="grid gap-3">
        {options.map((key) => (
          <li key={key} className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div>
              <label htmlFor={`share-${key}`} className="font-medium">
                {t(`options.${key}`)}
              </label>
              <p className="text-sm text-muted-foreground">{t(`options.${key}Help`)}</p>
            </div>
            <Switch
              id={`share-${key}`}
              checked={settings[key]}
              disabled={key !== "isPublic" && !settings.isPublic}
              onCheckedChange={(value) => void change(key, value)}
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <label htmlFor="public-profile-url" className="text-sm font-medium">
          {t("linkLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="public-profile-url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Button variant="outline" onClick={copy} className="shrink-0" aria-live="polite">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("copied") : t("copy")}
          </Button>
          <Button asChild variant="ghost" className="shrink-0">
            <a href={url} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> {t("open")}
            </a>
          </Button>
        </div>
        {!settings.isPublic ? <p className="text-sm text-muted-foreground">{t("private")}</p> : null}
      </div>
    </div>
  );
}
