"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { MeetupView } from "@/lib/meetups/schemas";
import { MeetupCard } from "./meetup-card";

// The form (react-hook-form and the shared zod schema) loads when a member opens it.
const ProposeMeetupForm = dynamic(() => import("./propose-meetup-form").then((m) => m.ProposeMeetupForm), {
  ssr: false,
});

/** A premium member's view of a city's meetups: propose one, and the upcoming ones to join. */
export function CityMeetupsBoard({
  city,
  meetups,
  reload,
}: {
  city: { id: string; name: string };
  meetups: MeetupView[];
  reload: () => void;
}) {
  const t = useTranslations("meetups");
  const [proposing, setProposing] = useState(false);
  return (
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
      {meetups.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {meetups.map((meetup) => (
            <li key={meetup.id} className="grid">
              <MeetupCard meetup={meetup} onChange={reload} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty", { city: city.name })}</p>
      )}
    </>
  );
}
