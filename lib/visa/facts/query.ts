import type { Locale } from "@/lib/i18n/locales";
import type { Passport } from "@/lib/guides/entry";
import { factFiles } from "./records";
import type { CountryFacts, Fact, FactKind, Program, ProgramKind } from "./schema";

/**
 * Reading the fact records: what a country says about one thing, for one passport. Every surface
 * that shows a visa rule goes through here, so they all show the same record.
 */

const byCountry = new Map(factFiles.map((file) => [file.country, file]));

/** Ids of the countries with fact records, in file order. */
export const factCountries: readonly string[] = factFiles.map((file) => file.country);

export function countryFacts(country: string): CountryFacts | undefined {
  return byCountry.get(country);
}

export function allFacts(): Fact[] {
  return factFiles.flatMap((file) => file.facts);
}

export function programsOf(country: string, kind?: ProgramKind): Program[] {
  const programs = byCountry.get(country)?.programs ?? [];
  return kind ? programs.filter((program) => program.kind === kind) : programs;
}

/** Whether a record applies to a passport; with no passport given, only records for everyone do. */
export function appliesTo(fact: Fact, passport: Passport | undefined): boolean {
  if (fact.nationalities === "all") return true;
  return passport !== undefined && fact.nationalities.includes(passport);
}

export type FactQuery = {
  country: string;
  kind: FactKind;
  /** A program id; without it, any program of the country. */
  program?: string;
  aspect?: string;
  passport?: Passport;
};

/** The records of one kind that apply: a passport's own record comes before one for everyone. */
export function factsAbout(query: FactQuery): Fact[] {
  const facts = byCountry.get(query.country)?.facts ?? [];
  return facts
    .filter(
      (fact) =>
        fact.kind === query.kind &&
        (query.program === undefined || fact.program === query.program) &&
        (query.aspect === undefined || fact.aspect === query.aspect) &&
        appliesTo(fact, query.passport),
    )
    .sort((a, b) => Number(a.nationalities === "all") - Number(b.nationalities === "all"));
}

/** The one record that answers a query, or undefined when there is none. */
export function factAbout(query: FactQuery): Fact | undefined {
  return factsAbout(query)[0];
}

export function factById(id: string): Fact | undefined {
  for (const file of factFiles) {
    const found = file.facts.find((fact) => fact.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The record's sentence in a language. */
export function factSentence(fact: Fact, locale: Locale): string {
  return fact.text[locale];
}

/** Whether a surface may state the record as true; an unverified one is shown as such. */
export const isAsserted = (fact: Fact): boolean => fact.confidence !== "unverified";
