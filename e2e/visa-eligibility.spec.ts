import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { checkEligibility } from "@/lib/visa/eligibility/evaluate";
import { parseQuery } from "@/lib/visa/eligibility/input";
import type { ProgramResult, ReasonLine } from "@/lib/visa/eligibility/result";

/**
 * The eligibility check in a browser: filled in, shared by its URL, used without JavaScript, in
 * three languages at 360 and 1280 px. What the page must show is worked out from the fact records
 * with the same rules, so the test follows the records as the facts helpers check them.
 */

// An income under the thresholds the records hold and a short stay: some programs fail, others pass.
const answers = {
  nationality: "us",
  income: "1000",
  savings: "500",
  payer: "foreign-employer",
  stay: "30",
  stayUnit: "days",
  dependants: "0",
} as const;
const query = new URLSearchParams({ ...answers });
query.delete("stayUnit"); // days are the default and stay out of the URL

const parsed = parseQuery(Object.fromEntries(query));
if (parsed.status !== "ok") throw new Error("the test's answers do not parse");
const programs = checkEligibility(parsed.input).flatMap((country) => country.programs);

/** The first program with that verdict, and its first line with it (the line that decides). */
function deciding(outcome: "pass" | "fail"): { program: ProgramResult; line: ReasonLine } {
  for (const program of programs) {
    const line = program.lines.find((l) => l.outcome === outcome && l.facts.length > 0);
    if (program.outcome === outcome && line) return { program, line };
  }
  throw new Error(`the records give no program that ends '${outcome}' for the test's answers`);
}

const labels = {
  en: {
    nationality: "Passport",
    income: "Monthly income (USD)",
    savings: "Savings (USD)",
    payer: "Who pays you",
    stay: "How long you want to stay",
    dependants: "Dependants coming with you",
    submit: "Check my eligibility",
    invalid: "could not be read",
  },
  es: {
    nationality: "Pasaporte",
    income: "Ingreso mensual (USD)",
    savings: "Ahorros (USD)",
    payer: "Quién te paga",
    stay: "Cuánto tiempo quieres quedarte",
    dependants: "Dependientes que viajan contigo",
    submit: "Verificar mi elegibilidad",
    invalid: "No pudimos leer",
  },
  pt: {
    nationality: "Passaporte",
    income: "Renda mensal (USD)",
    savings: "Economias (USD)",
    payer: "Quem paga você",
    stay: "Quanto tempo você quer ficar",
    dependants: "Dependentes que vão com você",
    submit: "Verificar minha elegibilidade",
    invalid: "Não conseguimos ler",
  },
} satisfies Record<Locale, Record<string, string>>;

const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

async function fill(page: Page, locale: Locale) {
  const l = labels[locale];
  await page.getByLabel(l.nationality).selectOption(answers.nationality);
  await page.getByLabel(l.income).fill(answers.income);
  await page.getByLabel(l.savings).fill(answers.savings);
  await page.getByLabel(l.payer).selectOption(answers.payer);
  await page.getByLabel(l.stay).fill(answers.stay);
  await page.getByLabel(l.dependants).fill(answers.dependants);
  await page.getByRole("button", { name: l.submit }).click();
}

/** A qualified and a not-qualified program, each with its deciding line, its figures and its source. */
async function expectVerdicts(page: Page, locale: Locale) {
  for (const outcome of ["pass", "fail"] as const) {
    const { program, line } = deciding(outcome);
    const card = page.locator(`[data-program="${program.program.id}"]`);
    await expect(card).toHaveAttribute("data-outcome", outcome);
    await expect(card.getByRole("heading", { name: program.program.name[locale] })).toBeVisible();
    const item = card.locator(`li[data-outcome="${outcome}"][data-reason="${line.reason.kind}"]`).first();
    await expect(item).toBeVisible();
    for (const fact of line.facts) {
      await expect(item.locator(`a[href="${fact.source.url}"]`).first()).toBeVisible();
    }
    if (line.reason.kind === "income-short" || line.reason.kind === "income-meets") {
      // "you entered 1,000": the figure the visitor typed, in the page's language.
      const typed = formatNumber(line.reason.incomeUsd, locale, {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: 0,
      });
      await expect(item).toContainText(typed);
    }
  }
}

for (const width of [360, 1280]) {
  test.describe(`eligibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of ["en", "es", "pt"] as const) {
      test(`${locale}: fill in, see verdicts with reasons and sources, share the URL`, async ({
        page,
        browser,
      }) => {
        test.setTimeout(90_000);
        await page.goto(`${prefix(locale)}/visa/eligibility`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await fill(page, locale);
        // The result replaces the URL without a reload: the answers are in it, shareable.
        await expect(page).toHaveURL((url) => url.search.slice(1) === query.toString());
        await expectVerdicts(page, locale);
        // Nothing widens the page past the screen (a long label, a source's title).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        mkdirSync("test-results/screens", { recursive: true });
        await page.screenshot({
          path: `test-results/screens/eligibility-${locale}-${width}.png`,
          fullPage: true,
        });
        const shot = (name: string) => `test-results/screens/eligibility-${locale}-${width}-${name}.png`;
        await page
          .locator("form")
          .first()
          .screenshot({ path: shot("form") });
        await page
          .locator(`[data-program="${deciding("fail").program.program.id}"]`)
          .screenshot({ path: shot("fail") });
        if (width === 1280) await expectNoSeriousA11yViolations(page);

        // Someone opening the shared link sees the same answers and results.
        const other = await browser.newPage({ viewport: { width, height: 900 } });
        await other.goto(page.url());
        await expect(other.getByLabel(labels[locale].income)).toHaveValue(answers.income);
        await expect(other.getByLabel(labels[locale].payer)).toHaveValue(answers.payer);
        await expectVerdicts(other, locale);
        await other.close();
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });

  test("the form is a GET form: the server puts the answers in the URL and renders the result", async ({
    page,
  }) => {
    await page.goto("/es/visa/eligibility");
    await fill(page, "es");
    await page.waitForURL(/\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/es/visa/eligibility");
    for (const [name, value] of query) expect(url.searchParams.get(name)).toBe(value);
    await expectVerdicts(page, "es");
    // The server writes the answers back into the form.
    await expect(page.getByLabel(labels.es.income)).toHaveValue(answers.income);
    await expect(page.getByLabel(labels.es.nationality)).toHaveValue(answers.nationality);
    await expect(page.getByLabel(labels.es.stay)).toHaveValue(answers.stay);
  });

  test("answers it cannot read get a clear message on the page, not an error page", async ({ page }) => {
    const response = await page.goto("/pt/visa/eligibility?nationality=mars&income=lots&stay=30");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(labels.pt.invalid)).toBeVisible();
    await expect(page.getByText("Escolha um passaporte da lista.")).toBeVisible();
    await expect(
      page.getByText("Informe sua renda mensal em dólares americanos", { exact: false }),
    ).toBeVisible();
    await expect(page.locator("[data-program]")).toHaveCount(0);
    await expect(page.getByLabel(labels.pt.income)).toHaveValue("lots");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: "test-results/screens/eligibility-invalid-pt-360.png", fullPage: true });
  });
});

test("with JavaScript, a wrong answer is flagged in place and the URL keeps the last good answers", async ({
  page,
}) => {
  await page.goto(`/visa/eligibility?${query}`);
  await page.getByLabel(labels.en.income).fill("a lot");
  await page.getByRole("button", { name: labels.en.submit }).click();
  await expect(page.getByText("Enter your monthly income in US dollars, digits only")).toBeVisible();
  await expect(page).toHaveURL((url) => url.search.slice(1) === query.toString());
});
