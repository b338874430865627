import { factAbout } from "@/lib/visa/facts/query";
import type { Fact, FactValue, Program } from "@/lib/visa/facts/schema";
import { DAYS_PER_MONTH, type EligibilityInput } from "./input";
import { line, type ReasonLine } from "./result";

/**
 * A visitor stay counts as a program: does your passport need a visa, and does the stay you plan
 * fit the days a visitor gets (per entry, per period, plus an extension when the record gives one).
 */

/** A record's duration in days; a month counts as 30, like the stay you enter. */
export function durationDays(value: FactValue): number | undefined {
  if (value.type !== "duration") return undefined;
  if (value.unit === "days") return value.amount;
  if (value.unit === "months") return value.amount * DAYS_PER_MONTH;
  if (value.unit === "years") return value.amount * 365;
  return undefined; // business days are not a length of stay
}

function entryLine(country: string, program: Program, input: EligibilityInput): ReasonLine {
  if (!input.nationality) return line({ kind: "missing-input", field: "nationality" }, "unknown");
  const fact = input.passport
    ? factAbout({ country, program: program.id, kind: "entry-requirement", passport: input.passport })
    : undefined;
  if (!fact || fact.value.type !== "requirement")
    return line({ kind: "no-record", subject: "entry" }, "unknown");
  // Needing a visa is a step before the trip, not a reason you cannot visit.
  return line({ kind: "entry", requirement: fact.value.requirement }, "pass", [fact]);
}

/** The most days one visit may last: the shorter of the per-entry stay and the days allowed per period. */
function stayLimit(country: string, program: Program, input: EligibilityInput) {
  const query = { country, program: program.id, passport: input.passport };
  const perEntry = factAbout({ ...query, kind: "stay-per-entry" });
  const perPeriod = factAbout({ ...query, kind: "stay-per-period" });
  const candidates: { days: number; fact: Fact }[] = [];
  const entryDays = perEntry && durationDays(perEntry.value);
  if (perEntry && entryDays) candidates.push({ days: entryDays, fact: perEntry });
  if (perPeriod?.value.type === "window") candidates.push({ days: perPeriod.value.days, fact: perPeriod });
  if (candidates.length === 0) return undefined;
  const limit = candidates.reduce((a, b) => (b.days < a.days ? b : a));
  return { ...limit, cap: perPeriod?.value.type === "window" ? perPeriod : undefined, perEntry };
}

function stayLine(country: string, program: Program, input: EligibilityInput): ReasonLine {
  if (input.stayDays === undefined) return line({ kind: "missing-input", field: "stay" }, "unknown");
  const stayDays = input.stayDays;
  const limit = stayLimit(country, program, input);
  if (!limit) return line({ kind: "no-record", subject: "stay" }, "unknown");
  if (stayDays <= limit.days)
    return line({ kind: "stay-fits", stayDays, limitDays: limit.days }, "pass", [limit.fact]);

  const extension = factAbout({ country, program: program.id, kind: "extension", passport: input.passport });
  const over = { stayDays, limitDays: limit.days };
  if (!extension || (extension.value.type === "rule" && !extension.value.allowed)) {
    return line({ kind: "stay-too-long", ...over }, "fail", [limit.fact, extension]);
  }
  const extra = durationDays(extension.value);
  if (!extra) return line({ kind: "stay-extension-unknown", ...over }, "unknown", [limit.fact, extension]);
  // An extension lengthens the visit, never past the days the period allows.
  const periodDays = limit.cap?.value.type === "window" ? limit.cap.value.days : Infinity;
  const entryDays = (limit.perEntry && durationDays(limit.perEntry.value)) ?? limit.days;
  const extendedDays = Math.min(entryDays + extra, periodDays);
  const facts = [limit.perEntry, limit.cap, extension];
  if (stayDays <= extendedDays) {
    return line({ kind: "stay-fits-with-extension", ...over, extendedDays }, "pass", facts);
  }
  return line({ kind: "stay-too-long", stayDays, limitDays: extendedDays }, "fail", facts);
}

export function touristLines(country: string, program: Program, input: EligibilityInput): ReasonLine[] {
  return [entryLine(country, program, input), stayLine(country, program, input)];
}
