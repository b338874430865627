"use client";

import { MapPin, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { subscriptionRequiredHref } from "@/components/billing/subscription-required-notice";
import { IntentLink } from "@/components/layout/intent-link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDate } from "@/lib/i18n/format";
import type { TownMember } from "@/lib/presence/schemas";
import { MemberChip } from "./member-chip";

type Town = { status: "loading" } | { status: "failed" } | { status: "ready"; members: TownMember[] };

/**
 * "Who's in town" on a city page: premium members see the others who share this city now (fetched
 * after load, so the page stays static); visitors and members without premium see an invitation.
 */
export function WhoIsInTown({ cityId, cityName }: { cityId: string; cityName: string }) {
  const t = useTranslations("presence.town");
  const viewer = useViewer();
  const premium = viewer.status === "authenticated" && viewer.user.hasSubscription;
  const town = useTown(cityId, premium);
  return (
    <section aria-labelledby="in-town-heading" className="grid gap-4 rounded-2xl border bg-white p-5">
      <div className="grid gap-1">
        <h2 id="in-town-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MapPin className="size-6 text-primary" aria-hidden /> {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description", { city: cityName })}</p>
      </div>
      {viewer.status === "loading" ? (
        <Skeleton className="h-10 w-full" />
      ) : !premium ? (
        <div className="grid justify-items-start gap-3">
          <p>{t("invitation", { city: cityName })}</p>
          <Button asChild variant="accent">
            <IntentLink href={subscriptionRequiredHref}>
              <Users aria-hidden /> {t("join")}
            </IntentLink>
          </Button>
        </div>
      ) : (
        <TownList town={town} cityName={cityName} />
      )}
    </section>
  );
}

function TownList({ town, cityName }: { town: Town; cityName: string }) {
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

/** The city's sharers, once the viewer is known to be premium. */
function useTown(cityId: string, premium: boolean): Town {
  const [town, setTown] = useState<Town>({ status: "loading" });
  useEffect(() => {
    if (!premium) return;
    const controller = new AbortController();
    fetch(`/api/presence/town?city=${encodeURIComponent(cityId)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: TownMember[] }>) : null))
      .then((body) => setTown(body ? { status: "ready", members: body.data } : { status: "failed" }))
      .catch(() => {
        if (!controller.signal.aborted) setTown({ status: "failed" });
      });
    return () => controller.abort();
  }, [cityId, premium]);
  return town;
}
