import { factAbout } from "@/lib/visa/facts/query";
import type { Fact, Program } from "@/lib/visa/facts/schema";
import type { EligibilityInput } from "./input";
import { line, type Money, type Outcome, type ReasonLine } from "./result";

/**
 * A nomad visa or a residence permit: the income it asks for (or the savings it takes instead),
 * with the record's figure for dependants, who may pay you, and whether it asks for insurance.
 */

/**
 * How far (as a share of the threshold) a figure in dollars may sit from a local-currency threshold
 * and still depend on the exchange rate: currencies of the region move this much within months.
 */
export const EXCHANGE_MARGIN = 0.1;

type MoneyFact = Fact & { value: Extract<Fact["value"], { type: "money" }> };

const isMoney = (fact: Fact | undefined): fact is MoneyFact => fact?.value.type === "money";

/** The amount the rule asks of you and your dependants, in its currency and in dollars when known. */
export function neededMoney(fact: MoneyFact, dependants: number): { money: Money; dependantsKnown: boolean } {
  const { amount, currency, usdApprox, dependants: extra } = fact.value;
  let total = amount;
  const dependantsKnown = dependants === 0 || extra !== undefined;
  if (dependants > 0 && extra)
    total = extra.per === "each" ? amount + extra.amount * dependants : extra.amount;
  const rate =
    currency === "USD" ? 1 : usdApprox !== undefined && amount > 0 ? usdApprox / amount : undefined;
  const usd = rate === undefined ? undefined : Math.round(total * rate);
  return { money: { amount: total, currency, usd }, dependantsKnown };
}

/** A monthly comparison: per-year thresholds count a twelfth; one-off sums are not an income. */
function monthly(fact: MoneyFact, money: Money): Money | undefined {
  if (fact.value.per === "once") return undefined;
  if (fact.value.per === "month") return money;
  const twelfth = (n: number) => Math.round(n / 12);
  return { amount: twelfth(money.amount), currency: money.currency, usd: money.usd && twelfth(money.usd) };
}

/** Whether `have` dollars meet `needed`: pass, fail, or unknown when a local currency makes it close. */
function compare(have: number, needed: Money): Outcome | "close" {
  if (needed.usd === undefined) return "unknown";
  if (needed.currency !== "USD" && Math.abs(have - needed.usd) <= needed.usd * EXCHANGE_MARGIN)
    return "close";
  return have >= needed.usd ? "pass" : "fail";
}

type Subject = "income" | "savings";

/** Your income (a month) or savings against the record's figure, with dependants as the record counts them. */
function moneyLine(
  subject: Subject,
  fact: MoneyFact,
  have: number | undefined,
  input: EligibilityInput,
): ReasonLine {
  const { money, dependantsKnown } = neededMoney(fact, input.dependants);
  const needed = subject === "income" ? monthly(fact, money) : money;
  if (!needed || needed.usd === undefined) {
    return line({ kind: "not-comparable", subject, needed: needed ?? money }, "unknown", [fact]);
  }
  if (have === undefined) return line({ kind: "missing-input", field: subject }, "unknown", [fact]);
  const { dependants } = input;
  const verdict = compare(have, needed);
  if (verdict === "close") return line({ kind: "exchange-rate", subject, needed, have }, "unknown", [fact]);
  if (verdict === "fail") {
    return subject === "income"
      ? line({ kind: "income-short", needed, incomeUsd: have, dependants }, "fail", [fact])
      : line({ kind: "savings-short", needed, savingsUsd: have, dependants }, "fail", [fact]);
  }
  if (!dependantsKnown)
    return line({ kind: "dependants-unknown", subject, needed, have, dependants }, "unknown", [fact]);
  return subject === "income"
    ? line({ kind: "income-meets", needed, incomeUsd: have, dependants }, "pass", [fact])
    : line({ kind: "savings-meets", needed, savingsUsd: have, dependants }, "pass", [fact]);
}

const rank: Record<Outcome, number> = { pass: 2, unknown: 1, fail: 0 };

/**
 * Income or, instead, savings: the better of the two decides. When one passes only it is shown;
 * otherwise both, so you see each figure you would need.
 */
function moneyLines(country: string, program: Program, input: EligibilityInput): ReasonLine[] {
  const query = { country, program: program.id, passport: input.passport };
  const incomeFact = factAbout({ ...query, kind: "income-threshold" });
  const savingsFact = factAbout({ ...query, kind: "savings-alternative" });
  // A program without a fixed figure says so in its record, and that is what you read.
  if (incomeFact?.value.type === "none") return [line({ kind: "no-threshold" }, "pass", [incomeFact])];
  const lines = [
    isMoney(incomeFact) ? moneyLine("income", incomeFact, input.incomeUsd, input) : undefined,
    isMoney(savingsFact) ? moneyLine("savings", savingsFact, input.savingsUsd, input) : undefined,
  ].filter((l): l is ReasonLine => l !== undefined);
  if (lines.length === 0) return [line({ kind: "no-record", subject: "income" }, "unknown")];
  const best = lines.reduce((a, b) => (rank[b.outcome] > rank[a.outcome] ? b : a));
  return best.outcome === "pass" ? [best] : lines;
}

function payerLine(country: string, program: Program, input: EligibilityInput): ReasonLine {
  const fact = factAbout({ country, program: program.id, kind: "payers", passport: input.passport });
  if (!input.payer) return line({ kind: "missing-input", field: "payer" }, "unknown", [fact]);
  if (!fact || fact.value.type !== "payers") return line({ kind: "no-record", subject: "payer" }, "unknown");
  const payer = input.payer;
  return fact.value.allowed.includes(payer)
    ? line({ kind: "payer-allowed", payer }, "pass", [fact])
    : line({ kind: "payer-not-allowed", payer, allowed: fact.value.allowed }, "fail", [fact]);
}

function insuranceLine(country: string, program: Program, input: EligibilityInput): ReasonLine[] {
  const fact = factAbout({ country, program: program.id, kind: "insurance", passport: input.passport });
  // A requirement to meet, not a test you can fail here: stated so you plan for it.
  return fact?.value.type === "rule" && fact.value.allowed
    ? [line({ kind: "insurance-required" }, "pass", [fact])]
    : [];
}

export function permitLines(country: string, program: Program, input: EligibilityInput): ReasonLine[] {
  return [
    ...moneyLines(country, program, input),
    payerLine(country, program, input),
    ...insuranceLine(country, program, input),
  ];
}
