"use client";

import { CalendarDays } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { meetupTime } from "./meetups-api";
import { useMeetups } from "./use-meetups";

/** The next meetups in every city, each linking to its city's page (where members RSVP). */
export function UpcomingMeetups({ limit = 5 }: { limit?: number }) {
  const t = useTranslations("meetups");
  const locale = useLocale();
  const { list } = useMeetups({ limit });
  if (list !== "loading" && list.kind !== "ok") return null;
  return (
    <section aria-labelledby="upcoming-meetups-heading" className="grid gap-2 rounded-xl border bg-white p-4">
      <h2 id="upcoming-meetups-heading" className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-4" aria-hidden /> {t("chatHeading")}
      </h2>
      {list === "loading" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("loading")}
        </p>
      ) : list.data.length ? (
        <ul className="grid gap-2">
          {list.data.map((meetup) => (
            <li key={meetup.id} className="grid text-sm">
              <Link
                href={`/cities/${meetup.city.id}#meetups`}
                className="font-medium break-words text-primary underline-offset-2 hover:underline"
              >
                {meetup.title}
              </Link>
              <span className="text-muted-foreground">
                {meetup.city.name} · {meetupTime(meetup.startsAt, meetup.city.timezone, locale)} ·{" "}
                {t("going", { going: meetup.going, capacity: meetup.capacity })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("emptyAll")}</p>
      )}
    </section>
  );
}
