import type { Fact, PayerKind, Program } from "@/lib/visa/facts/schema";
import type { EligibilityParam } from "./input";

/**
 * What the check says about a program: each line is one reason, with the record it rests on. A
 * reason passes, fails or is unknown; a program qualifies when none fails and none is unknown.
 */
export type Outcome = "pass" | "fail" | "unknown";

/** Money as the rule states it, and in US dollars when we can compare. */
export type Money = { amount: number; currency: string; usd?: number };

export type Reason =
  /** A field the rule needs was left blank. */
  | { kind: "missing-input"; field: EligibilityParam }
  /** We hold no record for what the rule needs (for this passport, or at all). */
  | { kind: "no-record"; subject: "income" | "stay" | "payer" | "entry" }
  | { kind: "entry"; requirement: "visa-free" | "e-visa" | "visa" }
  | { kind: "stay-fits"; stayDays: number; limitDays: number }
  | { kind: "stay-fits-with-extension"; stayDays: number; limitDays: number; extendedDays: number }
  | { kind: "stay-too-long"; stayDays: number; limitDays: number }
  /** Longer than allowed, and the record says it can be extended without saying by how much. */
  | { kind: "stay-extension-unknown"; stayDays: number; limitDays: number }
  /** The record says the program sets no fixed figure (its sentence says what it asks instead). */
  | { kind: "no-threshold" }
  | { kind: "income-meets"; needed: Money; incomeUsd: number; dependants: number }
  | { kind: "income-short"; needed: Money; incomeUsd: number; dependants: number }
  | { kind: "savings-meets"; needed: Money; savingsUsd: number; dependants: number }
  | { kind: "savings-short"; needed: Money; savingsUsd: number; dependants: number }
  /** The threshold is in a local currency and your figure is within the margin an exchange rate moves. */
  | { kind: "exchange-rate"; subject: "income" | "savings"; needed: Money; have: number }
  /** A local-currency threshold with no dollar figure, or an income stated as a one-off sum. */
  | { kind: "not-comparable"; subject: "income" | "savings"; needed: Money }
  /** You meet the figure for one person; the record does not say what dependants add. */
  | {
      kind: "dependants-unknown";
      subject: "income" | "savings";
      needed: Money;
      have: number;
      dependants: number;
    }
  | { kind: "payer-allowed"; payer: PayerKind }
  | { kind: "payer-not-allowed"; payer: PayerKind; allowed: PayerKind[] }
  | { kind: "insurance-required" };

export type ReasonKind = Reason["kind"];

export type ReasonLine = {
  reason: Reason;
  outcome: Outcome;
  /** The records it rests on (shown with their sources); empty when there is none. */
  facts: Fact[];
  /** One of them is unverified: the line is stated as unknown, with what the record says. */
  unverified: boolean;
};

export type ProgramResult = { program: Program; outcome: Outcome; lines: ReasonLine[] };
export type CountryResult = { country: string; programs: ProgramResult[] };

/** A reason resting on records; an unverified one turns a pass or a fail into unknown. */
export function line(reason: Reason, outcome: Outcome, facts: (Fact | undefined)[] = []): ReasonLine {
  const used = [...new Set(facts)].filter((fact): fact is Fact => fact !== undefined);
  const unverified = used.some((fact) => fact.confidence === "unverified");
  return { reason, outcome: unverified ? "unknown" : outcome, facts: used, unverified };
}

/** A program qualifies when every line passes; any failure decides it, else anything unknown. */
export function programOutcome(lines: readonly ReasonLine[]): Outcome {
  if (lines.length === 0) return "unknown";
  if (lines.some((l) => l.outcome === "fail")) return "fail";
  if (lines.some((l) => l.outcome === "unknown")) return "unknown";
  return "pass";
}
