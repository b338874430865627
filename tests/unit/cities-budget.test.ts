import {
  budgetRows,
  budgetSearch,
  defaultBudgetChoices,
  personalBudget,
  type BudgetChoices,
  type BudgetCity,
  type BudgetParts,
} from "@/lib/cities/budget/plan";
import { parseBudgetQuery } from "@/lib/cities/budget/query";

/** The personal budget's rules on made-up budget parts, and its URL query. */

const parts: BudgetParts = {
  rent: { low: 600, high: 900 },
  coworking: { low: 100, high: 160 },
  food: { low: 250, high: 450 },
  transport: { low: 30, high: 50 },
};

const choices = (over: Partial<BudgetChoices> = {}): BudgetChoices => ({ ...defaultBudgetChoices, ...over });
const usd = (budget: ReturnType<typeof personalBudget>) => (budget.status === "known" ? budget.usd : null);

describe("a city's month", () => {
  it("rent and food at the chosen end, transport and coworking at the middle", () => {
    const budget = personalBudget(parts, choices({ rent: "low", food: "cook", coworking: true }));
    expect(budget).toEqual({
      status: "known",
      usd: 600 + 130 + 250 + 40,
      lines: [
        { part: "rent", usd: 600 },
        { part: "coworking", usd: 130 },
        { part: "food", usd: 250 },
        { part: "transport", usd: 40 },
      ],
    });
    expect(usd(personalBudget(parts, choices({ rent: "high", food: "out", coworking: true })))).toBe(
      900 + 130 + 450 + 40,
    );
  });

  it("without coworking, no coworking line", () => {
    const budget = personalBudget(parts, choices({ coworking: false }));
    expect(usd(budget)).toBe(600 + 250 + 40);
    expect(budget.status === "known" && budget.lines.map((line) => line.part)).toEqual([
      "rent",
      "food",
      "transport",
    ]);
  });

  it("a single figure is both ends", () => {
    const single = { ...parts, rent: { low: 700, high: 700 } };
    expect(usd(personalBudget(single, choices({ rent: "low" })))).toBe(
      usd(personalBudget(single, choices({ rent: "high" }))),
    );
  });

  it("an unknown part the choices need: no total, and which parts", () => {
    const gaps = { ...parts, rent: null, coworking: null };
    const gapsBudget = personalBudget(gaps, choices({ coworking: true }));
    expect(gapsBudget).toMatchObject({ status: "unknown", unknown: ["rent", "coworking"] });
    // The known parts stay, for the breakdown.
    expect(gapsBudget.lines.map((line) => line.part)).toEqual(["food", "transport"]);
    // Coworking left out: its unknown price no longer matters.
    expect(personalBudget({ ...parts, coworking: null }, choices({ coworking: false })).status).toBe("known");
  });
});

describe("the list", () => {
  const city = (id: string, over: Partial<BudgetParts>, perUsd: number | null = null): BudgetCity => ({
    id,
    parts: { ...parts, ...over },
    local: perUsd === null ? null : { currency: "COP", perUsd },
  });
  const cali = city("cali", { rent: { low: 400, high: 600 } }, 4000);
  const lima = city("lima", {});
  const rio = city("rio", { rent: { low: 900, high: 1400 } });
  const gap = city("gap", { food: null });

  it("cheapest first, unknown totals last", () => {
    const rows = budgetRows([gap, rio, lima, cali], choices());
    expect(rows.map((row) => row.city.id)).toEqual(["cali", "lima", "rio", "gap"]);
  });

  it("the total in the local currency through the city's rate", () => {
    const [row] = budgetRows([cali], choices());
    expect(row?.localAmount).toBe((400 + 130 + 250 + 40) * 4000);
    expect(budgetRows([lima], choices())[0]?.localAmount).toBeNull();
  });

  it("the difference to the home city", () => {
    const rows = budgetRows([cali, lima, rio, gap], choices({ home: "lima" }));
    const difference = Object.fromEntries(rows.map((row) => [row.city.id, row.difference]));
    expect(difference).toEqual({ cali: -200, lima: 0, rio: 300, gap: null });
  });

  it("no difference without a home, or when the home's total is unknown", () => {
    expect(budgetRows([cali, lima], choices()).every((row) => row.difference === null)).toBe(true);
    expect(budgetRows([cali, gap], choices({ home: "gap" })).every((row) => row.difference === null)).toBe(
      true,
    );
  });
});

describe("the URL query", () => {
  const ids = ["lima", "cali"];

  it("reads the choices", () => {
    expect(parseBudgetQuery({ rent: "high", food: "out", cowork: "no", home: "cali" }, ids)).toEqual({
      rent: "high",
      food: "out",
      coworking: false,
      home: "cali",
    });
    expect(parseBudgetQuery({}, ids)).toEqual(defaultBudgetChoices);
  });

  it("ignores what it cannot read, value by value", () => {
    expect(parseBudgetQuery({ rent: "mid", food: "out", cowork: "maybe", home: "atlantis" }, ids)).toEqual({
      ...defaultBudgetChoices,
      food: "out",
    });
    expect(parseBudgetQuery({ rent: ["high", "low"] }, ids).rent).toBe("high");
  });

  it("reads back what the browser writes, defaults left out", () => {
    const all = choices({ rent: "high", food: "out", coworking: false, home: "lima" });
    const search = budgetSearch(all);
    expect(search).toBe("rent=high&food=out&cowork=no&home=lima");
    expect(parseBudgetQuery(Object.fromEntries(new URLSearchParams(search)), ids)).toEqual(all);
    expect(budgetSearch(defaultBudgetChoices)).toBe("");
  });
});
