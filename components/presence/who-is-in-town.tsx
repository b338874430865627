"use client";

import { MapPin, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { subscriptionRequiredHref } from "@/components/billing/subscription-required-notice";
import { IntentLink } from "@/components/layout/intent-link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { TownMember } from "@/lib/presence/schemas";
import type { Town } from "./town-list";

// Only premium members see the list: its code (dates in the reader's language) loads for them alone.
const TownList = dynamic(() => import("./town-list").then((m) => m.TownList), {
  ssr: false,
  loading: () => <Skeleton className="h-10 w-full" />,
});

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
