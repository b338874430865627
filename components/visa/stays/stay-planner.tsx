"use client";

import { Download, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { passports, type Passport } from "@/lib/guides/entry";
import { loginPath } from "@/lib/auth/login-path";
import { formatCalendarDate } from "@/lib/i18n/format";
import { localizedPath } from "@/lib/i18n/locales";
import type { Fact } from "@/lib/visa/facts/schema";
import type { StayCountry } from "@/lib/visa/stays/countries";
import { dayOf, today } from "@/lib/visa/stays/days";
import { planStays, type CountryReport } from "@/lib/visa/stays/plan";
import { rulesFromFacts, type StayFacts } from "@/lib/visa/stays/rules";
import { tripSchema, type Trip, type TripInput } from "@/lib/visa/stays/trips";
import { CountryReportCard } from "./country-report";
import { CsvImport } from "./csv-import";
import { TripForm } from "./trip-fields";
import { WhatIf } from "./what-if";

/** For each passport and country, the ids of the records its stay rules come from. */
export type StayFactIds = Record<Passport, Record<string, Partial<Record<keyof StayFacts, string>>>>;

const STORAGE_KEY = "latitud.stays.v1";

type Mode = "loading" | "anonymous" | "member";

function readLocal(): { passport: Passport; trips: Trip[] } {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as {
      passport?: string;
      trips?: unknown[];
    };
    const passport = passports.find((p) => p === raw.passport) ?? "us";
    const trips = (raw.trips ?? []).flatMap((trip) => {
      const parsed = tripSchema.safeParse(trip);
      return parsed.success ? [parsed.data] : [];
    });
    return { passport, trips };
  } catch {
    return { passport: "us", trips: [] };
  }
}

const writeLocal = (passport: Passport, trips: Trip[]) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ passport, trips }));

const localId = () => crypto.randomUUID();

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { "content-type": "application/json", ...init?.headers },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? response.statusText);
  }
  return (response.status === 204 ? null : await response.json()) as T;
}

/**
 * The planner: trips in, days and dates out. Anonymous visitors keep their trips in this browser
 * (localStorage); members' trips live on the server (/api/visa/stays), and trips left in the
 * browser can be moved to the account. The rules are computed here from the records the page sends.
 */
export function StayPlanner({ facts, factIds }: { facts: Record<string, Fact>; factIds: StayFactIds }) {
  const t = useTranslations("stays");
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>("loading");
  const [passport, setPassport] = useState<Passport>("us");
  const [trips, setTrips] = useState<Trip[]>([]);
  const [localTrips, setLocalTrips] = useState<Trip[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const local = readLocal();
    // Both branches set state once the server has said whether this is a member.
    api<{ trips: Trip[] }>("/api/visa/stays")
      .then(({ trips: saved }) => {
        setPassport(local.passport);
        setMode("member");
        setTrips(saved);
        setLocalTrips(local.trips);
      })
      .catch(() => {
        setPassport(local.passport);
        setMode("anonymous");
        setTrips(local.trips);
      });
  }, []);

  const rulesOf = useCallback(
    (country: string) => {
      const ids = factIds[passport][country] ?? {};
      const pick = (key: keyof StayFacts) => (ids[key] ? facts[ids[key]] : undefined);
      return rulesFromFacts(country, {
        perEntry: pick("perEntry"),
        perPeriod: pick("perPeriod"),
        extension: pick("extension"),
        tax: pick("tax"),
      });
    },
    [facts, factIds, passport],
  );
  const now = useMemo(() => today(), []);
  const reports: CountryReport[] = useMemo(() => planStays(trips, rulesOf, now), [trips, rulesOf, now]);

  function choosePassport(next: Passport) {
    setPassport(next);
    writeLocal(next, mode === "anonymous" ? trips : localTrips);
  }

  async function addTrips(added: TripInput[]): Promise<boolean> {
    setFailure(null);
    if (mode === "member") {
      try {
        const { trips: saved } = await api<{ trips: Trip[] }>("/api/visa/stays", {
          method: "POST",
          body: JSON.stringify({ trips: added }),
        });
        setTrips((current) => [...current, ...saved]);
        return true;
      } catch (error) {
        setFailure((error as Error).message);
        return false;
      }
    }
    const next = [...trips, ...added.map((trip) => ({ ...trip, id: localId() }))];
    setTrips(next);
    writeLocal(passport, next);
    return true;
  }

  async function removeTrip(id: string) {
    setFailure(null);
    if (mode === "member") {
      try {
        await api(`/api/visa/stays/${id}`, { method: "DELETE" });
      } catch (error) {
        setFailure((error as Error).message);
        return;
      }
      setTrips((current) => current.filter((trip) => trip.id !== id));
      return;
    }
    const next = trips.filter((trip) => trip.id !== id);
    setTrips(next);
    writeLocal(passport, next);
  }

  async function moveLocalTrips() {
    if (await addTrips(localTrips.map(({ country, entry, exit }) => ({ country, entry, exit })))) {
      setLocalTrips([]);
      writeLocal(passport, []);
    }
  }

  const sorted = [...trips].sort((a, b) => a.entry.localeCompare(b.entry));
  const date = (iso: string) => formatCalendarDate(iso, locale);
  const exportHref = (format: "csv" | "ics") =>
    `/api/visa/stays/export?format=${format}&passport=${passport}&locale=${locale}`;

  return (
    <div className="grid gap-8" data-mode={mode} data-testid="stay-planner">
      <p className="rounded-lg bg-primary-soft p-4 text-sm text-teal-900">{t("countingRule")}</p>

      <div className="grid max-w-sm gap-1">
        <Label htmlFor="stay-passport">{t("passport.label")}</Label>
        <select
          id="stay-passport"
          className={inputClassName}
          value={passport}
          onChange={(event) => choosePassport(event.target.value as Passport)}
        >
          {passports.map((p) => (
            <option key={p} value={p}>
              {t(`passport.${p}`)}
            </option>
          ))}
        </select>
      </div>

      <section aria-labelledby="add-trip" className="grid gap-3">
        <h2 id="add-trip" className="text-xl font-bold">
          {t("form.title")}
        </h2>
        <TripForm submitLabel={t("form.add")} onSubmit={(trip) => addTrips([trip])} testId="add-trip-form" />
        <details className="rounded-lg border p-4">
          <summary className="cursor-pointer font-semibold">{t("csv.title")}</summary>
          <div className="mt-3">
            <CsvImport onImport={addTrips} />
          </div>
        </details>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {t("member.failed", { error: failure })}
          </p>
        )}
      </section>

      <section aria-labelledby="your-trips" className="grid gap-3">
        <h2 id="your-trips" className="text-xl font-bold">
          {t("trips.title")}
        </h2>
        {mode !== "loading" && (
          <p className="text-sm text-muted-foreground">
            {mode === "member" ? t("trips.storedAccount") : t("trips.storedLocally")}{" "}
            {mode === "anonymous" && (
              <>
                {t("member.signIn")}{" "}
                <a className="text-primary underline" href={loginPath(localizedPath("/visa/stays", locale))}>
                  {t("member.signInLink")}
                </a>
              </>
            )}
          </p>
        )}
        {mode === "member" && localTrips.length > 0 && (
          <div>
            <Button type="button" variant="outline" wrap onClick={moveLocalTrips}>
              {t("member.saveLocal", { count: localTrips.length })}
            </Button>
          </div>
        )}
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">{mode === "loading" ? "…" : t("trips.empty")}</p>
        ) : (
          <ul className="grid gap-2" data-testid="trip-list">
            {sorted.map((trip) => {
              const name = t(`countries.${trip.country as StayCountry}`);
              const last = trip.exit ? dayOf(trip.exit) : Math.max(dayOf(trip.entry), now);
              return (
                <li
                  key={trip.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-white px-4 py-2 text-sm"
                >
                  <span>
                    <strong>{name}</strong> · {date(trip.entry)} –{" "}
                    {trip.exit ? date(trip.exit) : t("trips.open")} ·{" "}
                    {t("trips.days", { count: last - dayOf(trip.entry) + 1 })}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => removeTrip(trip.id)}
                    aria-label={t("trips.deleteLabel", { country: name, date: date(trip.entry) })}
                  >
                    <Trash2 className="size-4" aria-hidden /> {t("trips.delete")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {mode === "member" && sorted.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{t("member.export")}:</span>
            <Button asChild variant="outline" size="sm">
              <a href={exportHref("csv")} download data-testid="export-csv">
                <Download className="size-4" aria-hidden /> {t("member.exportCsv")}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={exportHref("ics")} download data-testid="export-ics">
                <Download className="size-4" aria-hidden /> {t("member.exportIcs")}
              </a>
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="results" className="grid gap-3">
        <h2 id="results" className="text-xl font-bold">
          {t("results.title")}
        </h2>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("results.empty")}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {reports.map((report) => (
              <CountryReportCard key={report.country} report={report} />
            ))}
          </div>
        )}
      </section>

      <WhatIf trips={trips} reports={reports} rulesOf={rulesOf} now={now} />
    </div>
  );
}
