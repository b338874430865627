"use client";

import { useLocale, useTranslations } from "next-intl";
import { IntentLink } from "@/components/layout/intent-link";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDate } from "@/lib/i18n/format";
import type { TownMember } from "@/lib/presence/schemas";
import { MemberChip } from "./member-chip";

export type Town = { status: "loading" } | { status: "failed" } | { status: "ready"; members: TownMember[] };

/** The members sharing a city now, as a premium member sees them on the city page. */
export function TownList({ town, cityName }: { town: Town; cityName: string }) {
  const t = useTranslations("presence.town");
  const locale = useLocale();
  if (town.status === "loading")
    return (
      <div role="status" aria-label={t("loading")}>
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (town.status === "failed") return <p role="alert">{t("failed")}</p>;
  return (
    <div className="grid gap-3">
      {town.members.length ? (
        <ul aria-label={t("list", { city: cityName })} className="grid gap-3 sm:grid-cols-2">
          {town.members.map((member) => (
            <li key={member.id}>
              <MemberChip
                member={member}
                fallbackName={t("memberFallback")}
                note={t("until", { date: formatLongDate(member.until, locale) })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("empty", { city: cityName })}</p>
      )}
      <p className="text-sm text-muted-foreground">
        {t("shareHint")}{" "}
        <IntentLink href="/profile?tab=sharing" className="font-medium text-primary underline">
          {t("shareLink")}
        </IntentLink>
      </p>
    </div>
  );
}
