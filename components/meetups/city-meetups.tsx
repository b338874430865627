"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef } from "react";
import { useOnScreen } from "@/components/hooks/use-on-screen";
import { Button } from "@/components/ui/button";
import { MeetupsInvitation } from "./meetups-invitation";
import { useMeetups } from "./use-meetups";

// Visitors and members without premium get the invitation: the board's code loads for members only.
const CityMeetupsBoard = dynamic(() => import("./city-meetups-board").then((m) => m.CityMeetupsBoard), {
  ssr: false,
  loading: () => <MeetupsLoading />,
});

function MeetupsLoading() {
  const t = useTranslations("meetups");
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t("loading")}
    </p>
  );
}

/**
 * A city's meetups on its (static) page: loaded from /api/meetups when the section comes near the
 * screen. Premium members see and join them; others get an invitation.
 */
export function CityMeetups({ city }: { city: { id: string; name: string } }) {
  const t = useTranslations("meetups");
  const ref = useRef<HTMLElement>(null);
  const near = useOnScreen(ref, { rootMargin: "400px" });
  const { list, reload } = useMeetups({ city: city.id }, near);

  return (
    <section ref={ref} id="meetups" aria-labelledby="meetups-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="meetups-heading" className="text-2xl font-bold tracking-tight">
          {t("cityHeading", { city: city.name })}
        </h2>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {list === "loading" ? (
        <MeetupsLoading />
      ) : list.kind === "signedOut" || list.kind === "notPremium" ? (
        <MeetupsInvitation kind={list.kind} city={city} />
      ) : list.kind === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          {t("loadFailed")}
          <Button size="sm" variant="outline" onClick={reload}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <CityMeetupsBoard city={city} meetups={list.data} reload={reload} />
      )}
    </section>
  );
}
