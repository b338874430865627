import "server-only";
import { getCity } from "@/lib/cities";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";

type Reminded = { title: string; place: string; note: string | null; startsAt: Date; cityId: string };

/** The day-before reminder to a member going: when (the city's time), where, and a link to the city. */
export async function meetupReminderEmail(meetup: Reminded, locale: Locale) {
  const t = await translator(locale, "meetups");
  const city = getCity(meetup.cityId, locale);
  const cityName = city?.name ?? meetup.cityId;
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: city?.timezone ?? "UTC",
  }).format(meetup.startsAt);
  return renderEmail(
    {
      subject: t("emails.reminder.subject", { title: meetup.title, city: cityName }),
      paragraphs: [
        t("emails.reminder.text", { title: meetup.title, date, city: cityName }),
        t("emails.reminder.place", { place: meetup.place }),
        ...(meetup.note ? [meetup.note] : []),
      ],
      action: {
        label: t("emails.reminder.action"),
        url: siteLink(`/cities/${meetup.cityId}#meetups`, locale),
      },
    },
    locale,
  );
}
