"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useOnScreen } from "@/components/hooks/use-on-screen";
import { Button } from "@/components/ui/button";
import { MeetupCard } from "./meetup-card";
import { MeetupsInvitation } from "./meetups-invitation";
import { ProposeMeetupForm } from "./propose-meetup-form";
import { useMeetups } from "./use-meetups";

/**
 * A city's meetups on its (static) page: loaded from /api/meetups when the section comes near the
 * screen. Premium members see and join them; others get an invitation.
 */
export function CityMeetups({ city }: { city: { id: string; name: string } }) {
  const t = useTranslations("meetups");
  const ref = useRef<HTMLElement>(null);
  const near = useOnScreen(ref, { rootMargin: "400px" });
  const { list, reload } = useMeetups({ city: city.id }, near);
  const [proposing, setProposing] = useState(false);

  return (
    <section ref={ref} id="meetups" aria-labelledby="meetups-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="meetups-heading" className="text-2xl font-bold tracking-tight">
          {t("cityHeading", { city: city.name })}
        </h2>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {list === "loading" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("loading")}
        </p>
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
        <>
          {proposing ? (
            <ProposeMeetupForm
              city={city}
              onClose={() => setProposing(false)}
              onCreated={() => {
                setProposing(false);
                reload();
              }}
            />
          ) : (
            <Button className="w-fit" variant="outline" onClick={() => setProposing(true)}>
              <Plus aria-hidden /> {t("form.open")}
            </Button>
          )}
          {list.data.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.data.map((meetup) => (
                <li key={meetup.id} className="grid">
                  <MeetupCard meetup={meetup} onChange={reload} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("empty", { city: city.name })}</p>
          )}
        </>
      )}
    </section>
  );
}
