"use client";

import { CalendarPlus, MapPin, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { MeetupView } from "@/lib/meetups/schemas";
import { CancelMeetupButton } from "./cancel-meetup-button";
import { calendarHref, meetupTime, setGoing } from "./meetups-api";

/** One meetup: when (the city's time), where, who is going, and the member's RSVP. */
export function MeetupCard({ meetup, onChange }: { meetup: MeetupView; onChange: () => void }) {
  const t = useTranslations("meetups");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const full = meetup.going >= meetup.capacity;
  const headingId = `meetup-${meetup.id}`;

  async function rsvp(going: boolean) {
    setBusy(true);
    const outcome = await setGoing(meetup.id, going);
    setBusy(false);
    if (outcome.ok) toast.success(going ? t("rsvpDone") : t("rsvpLeft"));
    else toast.error(outcome.error ?? t("failed"));
    onChange();
  }

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-white p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold break-words">
          {meetup.title}
        </h3>
        <p className="text-sm text-slate-700">
          <time dateTime={meetup.startsAt}>
            {t("localTime", { time: meetupTime(meetup.startsAt, meetup.city.timezone, locale) })}
          </time>
        </p>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="break-words">{meetup.place}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("organizedBy", { name: meetup.organizer.name ?? t("someone") })}
        </p>
      </div>
      {meetup.note ? <p className="text-sm break-words whitespace-pre-line">{meetup.note}</p> : null}
      <div className="grid gap-1">
        <p className="flex items-center gap-1 text-sm font-medium">
          <Users className="size-4" aria-hidden />
          {t("going", { going: meetup.going, capacity: meetup.capacity })}
          {full ? <span className="text-muted-foreground"> · {t("full")}</span> : null}
        </p>
        <ul aria-label={t("attendees")} className="flex flex-wrap gap-1.5">
          {meetup.attendees.map((attendee) => (
            <li key={attendee.id} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
              {attendee.name ?? t("someone")}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {meetup.viewerOrganizes ? (
          <CancelMeetupButton meetupId={meetup.id} onCanceled={onChange} />
        ) : meetup.viewerGoing ? (
          <>
            <span className="text-sm font-medium text-primary">{t("youAreGoing")}</span>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void rsvp(false)}>
              {t("leave")}
            </Button>
          </>
        ) : (
          <Button size="sm" disabled={busy || full} onClick={() => void rsvp(true)}>
            {t("rsvp")}
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <a href={calendarHref(meetup.id)} download>
            <CalendarPlus aria-hidden /> {t("calendar")}
          </a>
        </Button>
      </div>
    </article>
  );
}
