import { requireUser } from "@/lib/auth/current-user";
import { passports, type Passport } from "@/lib/guides/entry";
import { AppError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api";
import { isLocale } from "@/lib/i18n/locales";
import { localeOfRequest } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import type { StayCountry } from "@/lib/visa/stays/countries";
import { today } from "@/lib/visa/stays/days";
import { tripsToCsv } from "@/lib/visa/stays/csv";
import { tripsToIcs } from "@/lib/visa/stays/ics";
import { stayRules } from "@/lib/visa/stays/facts";
import { planStays } from "@/lib/visa/stays/plan";
import { listTrips } from "@/lib/visa/stays/store";

/**
 * The member's saved trips as a file: ?format=csv (country,entry,exit) or ?format=ics (one event
 * per trip and a "must leave by" day per country, for ?passport=us|ca|eu|uk|au), words in ?locale.
 */
export const GET = apiRoute(async (request) => {
  const user = await requireUser("Sign in to save your trips.");
  const params = new URL(request.url).searchParams;
  const format = params.get("format");
  if (format !== "csv" && format !== "ics")
    throw new AppError("bad_request", "Choose the csv or ics format.");
  const trips = await listTrips(user.id);
  const stamp = new Date().toISOString().slice(0, 10);
  const headers = (type: string, ext: string) => ({
    "content-type": `${type}; charset=utf-8`,
    "content-disposition": `attachment; filename="latitud-trips-${stamp}.${ext}"`,
    "cache-control": "no-store",
  });
  if (format === "csv") return new Response(tripsToCsv(trips), { headers: headers("text/csv", "csv") });

  const passport = params.get("passport") ?? "us";
  if (!(passports as readonly string[]).includes(passport))
    throw new AppError("bad_request", "Choose a passport: us, ca, eu, uk or au.");
  const wanted = params.get("locale");
  const locale = isLocale(wanted) ? wanted : localeOfRequest(request.headers);
  const t = await translator(locale, "stays");
  const reports = planStays(trips, (country) => stayRules(country, passport as Passport), today());
  const ics = tripsToIcs(
    trips,
    reports,
    {
      calendarName: t("ics.calendar"),
      trip: (country, open) =>
        t(open ? "ics.openTrip" : "ics.trip", { country: t(`countries.${country as StayCountry}`) }),
      leaveBy: (country) => t("ics.leaveBy", { country: t(`countries.${country as StayCountry}`) }),
    },
    new Date(),
  );
  return new Response(ics, { headers: headers("text/calendar", "ics") });
});

export const dynamic = "force-dynamic";
