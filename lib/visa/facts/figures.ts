import { passports, type Passport } from "@/lib/guides/entry";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { Fact, FactValue } from "./schema";

/**
 * A record's value in words ("90 days", "USD 3,000 a month", "No visa needed"), in a language. Every
 * surface writes a figure through here, from the record's value, never from a text of its own, so
 * the /visa page, the guides and the city pages print the same figure as the record holds.
 */
export type FactWriter = Awaited<ReturnType<typeof factWriter>>;

type Money = Extract<FactValue, { type: "money" }>;
type Window = Extract<FactValue, { type: "window" }>;

const requirementKeys = { "visa-free": "visaFree", "e-visa": "eVisa", visa: "visa" } as const;
const durationKeys = {
  days: "days",
  "business-days": "businessDays",
  months: "months",
  years: "years",
} as const;

export async function factWriter(locale: Locale) {
  const t = await translator(locale, "visa");

  const duration = (amount: number, unit: keyof typeof durationKeys) =>
    t(`figures.${durationKeys[unit]}`, { count: amount });

  /** "USD 3,000", "COP 5,694,000", "US$ 3.000": the code before the amount, the language's digits. */
  const amount = (value: number, currency: string) =>
    `${currency === "USD" && locale === "pt" ? "US$" : currency} ${formatNumber(value, locale)}`;

  function money(value: Money): string {
    let text = amount(value.amount, value.currency);
    if (value.usdApprox !== undefined && value.currency !== "USD")
      text = t("figures.aboutUsd", { amount: text, usd: amount(value.usdApprox, "USD") });
    if (value.per === "month") return t("figures.perMonth", { amount: text });
    if (value.per === "year") return t("figures.perYear", { amount: text });
    return t("figures.once", { amount: text });
  }

  function window(value: Window): string {
    const days = duration(value.days, "days");
    const { counting, length, unit } = value.period;
    if (counting === "calendar-year") return t("figures.calendarYear", { days });
    if (counting === "per-entry") return t("figures.perEntry", { days });
    return t("figures.rolling", { days, period: duration(length, unit) });
  }

  function rule(fact: Fact, allowed: boolean): string | undefined {
    if (fact.kind === "insurance")
      return allowed ? t("figures.rule.insuranceYes") : t("figures.rule.insuranceNo");
    if (fact.kind === "extension")
      return allowed ? t("figures.rule.extensionYes") : t("figures.rule.extensionNo");
    if (fact.kind === "renewal") return allowed ? t("figures.rule.renewalYes") : t("figures.rule.renewalNo");
    return undefined;
  }

  /** The record's value in words; undefined for a record whose sentence is all there is to say. */
  function figure(fact: Fact): string | undefined {
    const value = fact.value;
    switch (value.type) {
      case "duration":
        return duration(value.amount, value.unit);
      case "window":
        return window(value);
      case "money":
        return money(value);
      case "requirement":
        return t(`figures.requirement.${requirementKeys[value.requirement]}`);
      case "rule":
        return rule(fact, value.allowed);
      case "payers":
        return t("figures.payersAllowed", {
          list: joined(value.allowed.map((payer) => t(`figures.payers.${payer}`))),
        });
      case "none":
        return undefined;
    }
  }

  /** The figure, marked when the record is unverified ("USD 1,500 a month (not verified)"). */
  function marked(fact: Fact): string | undefined {
    const text = figure(fact);
    if (text === undefined || fact.confidence !== "unverified") return text;
    return `${text} (${t("figures.notVerifiedMark")})`;
  }

  function joined(names: string[]): string {
    const last = names.at(-1) ?? "";
    return names.length > 1 ? t("figures.listJoin", { init: names.slice(0, -1).join(", "), last }) : last;
  }

  /** "US, Canadian and Australian passports"; "All passports" when the list has every one. */
  function passportList(list: readonly Passport[]): string {
    if (passports.every((passport) => list.includes(passport))) return t("figures.allPassports");
    const names = passports.filter((p) => list.includes(p)).map((p) => t(`figures.passports.${p}`));
    return t("figures.passportList", { names: joined(names), count: names.length });
  }

  return { locale, figure, marked, passportList, duration, money };
}
