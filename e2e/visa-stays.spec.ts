import { expect, test, type Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { formatCalendarDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/locales";
import { dayOf, today } from "@/lib/visa/stays/days";
import { stayRules } from "@/lib/visa/stays/facts";
import { planStays } from "@/lib/visa/stays/plan";
import type { TripInput } from "@/lib/visa/stays/trips";
import { takeOwnAddress } from "./support/address";
import { apiLogin, demo } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Dates relative to today; what the page must show comes from the same engine and records.
const iso = (offset: number) => format(addDays(new Date(), offset), "yyyy-MM-dd");
const expectedLeaveBy = (trips: TripInput[], country: string, locale: Locale) => {
  const report = planStays(trips, (c) => stayRules(c, "us"), today()).find((r) => r.country === country);
  return report?.leaveBy ? formatCalendarDate(report.leaveBy, locale) : null;
};

const words = {
  en: {
    add: "Add trip",
    country: "Country",
    entry: "Entry date",
    csv: "Import a CSV file",
    import: "Import",
    show: "Show what changes",
  },
  es: {
    add: "Agregar viaje",
    country: "País",
    entry: "Fecha de entrada",
    csv: "Importa un archivo CSV",
    import: "Importar",
    show: "Ver qué cambia",
  },
  pt: {
    add: "Adicionar viagem",
    country: "País",
    entry: "Data de entrada",
    csv: "Importe um arquivo CSV",
    import: "Importar",
    show: "Ver o que muda",
  },
} as const;

async function addTrip(
  page: Page,
  form: string,
  trip: { country: string; entry: string; exit?: string },
  submit: string,
) {
  const f = page.getByTestId(form);
  await f.locator('select[name="country"]').selectOption(trip.country);
  await f.locator('input[name="entry"]').fill(trip.entry);
  if (trip.exit) await f.locator('input[name="exit"]').fill(trip.exit);
  await f.getByRole("button", { name: submit }).click();
}

test.beforeEach(async ({ context }) => {
  await takeOwnAddress(context);
});

for (const locale of ["en", "es", "pt"] as const) {
  for (const width of [360, 1280]) {
    test(`an anonymous visitor plans stays (${locale}, ${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const w = words[locale];
      await page.goto(localizedPath("/visa/stays", locale));
      await expect(page.getByTestId("stay-planner")).toHaveAttribute("data-mode", "anonymous", {
        timeout: 15_000,
      });

      // A trip still going on: the leave-by date is the engine's.
      const current = { country: "peru", entry: iso(-10), exit: null };
      await addTrip(page, "add-trip-form", { country: "peru", entry: current.entry }, w.add);
      await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(1);
      const peru = page.getByTestId("stay-report-peru");
      await expect(peru).toBeVisible();
      const leaveBy = expectedLeaveBy([current], "peru", locale);
      if (leaveBy) await expect(peru.getByTestId("leave-by")).toContainText(leaveBy);
      await expect(peru.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);

      // CSV: a header, one good line, two bad ones reported by number.
      await page.getByText(w.csv).click();
      const csv = page.getByTestId("csv-import");
      await csv
        .getByRole("textbox")
        .fill(
          `country;entry;exit\nColombia;${iso(-200)};${iso(-150)}\nbarbados;${iso(-20)};\nchile;2026-13-01;`,
        );
      await csv.getByRole("button", { name: w.import }).click();
      await expect(csv.getByRole("status").getByRole("listitem")).toHaveCount(2);
      await expect(csv.getByRole("status")).toContainText("3");
      await expect(csv.getByRole("status")).toContainText("4");
      await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(2);
      await expect(page.getByTestId("stay-report-colombia")).toBeVisible();

      // What-if: a planned trip is shown with its effect, and not saved.
      await addTrip(page, "what-if-form", { country: "colombia", entry: iso(30), exit: iso(300) }, w.show);
      const whatIf = page.getByTestId("what-if");
      await expect(whatIf.getByTestId("what-if-report-colombia")).toBeVisible();
      await expect(
        whatIf.getByTestId("what-if-report-colombia").getByTestId("stay-warning").first(),
      ).toBeVisible();
      await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(2);
      await page.screenshot({ path: `test-results/visa-stays-${locale}-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // Reload: the browser kept the trips.
      await page.reload();
      await expect(page.getByTestId("stay-planner")).toHaveAttribute("data-mode", "anonymous", {
        timeout: 15_000,
      });
      await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(2);
      await expect(page.getByTestId("what-if-report-colombia")).toHaveCount(0);
    });
  }
}

test("a member saves trips and exports them as CSV and ICS", async ({ page }) => {
  test.setTimeout(90_000);
  await apiLogin(page, demo.member);
  // Start from no saved trips.
  const saved = (await (await page.request.get("/api/visa/stays")).json()) as { trips: { id: string }[] };
  await page.goto("/visa/stays");
  for (const trip of saved.trips)
    await page.evaluate((id) => fetch(`/api/visa/stays/${id}`, { method: "DELETE" }), trip.id);
  await page.reload();
  await expect(page.getByTestId("stay-planner")).toHaveAttribute("data-mode", "member", { timeout: 15_000 });
  await addTrip(page, "add-trip-form", { country: "mexico", entry: iso(-5) }, "Add trip");
  await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("trip-list").getByRole("listitem")).toHaveCount(1);

  const csvHref = await page.getByTestId("export-csv").getAttribute("href");
  const csv = await (await page.request.get(csvHref!)).text();
  expect(csv).toContain(`mexico,${iso(-5)},`);
  const icsHref = await page.getByTestId("export-ics").getAttribute("href");
  const ics = await page.request.get(icsHref!);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const body = await ics.text();
  expect(body).toContain("BEGIN:VCALENDAR");
  expect(body).toContain(`DTSTART;VALUE=DATE:${iso(-5).replaceAll("-", "")}`);
  const leaveBy = planStays(
    [{ country: "mexico", entry: iso(-5), exit: null }],
    (c) => stayRules(c, "us"),
    dayOf(iso(0)),
  )[0]?.leaveBy;
  if (leaveBy) expect(body).toContain(`UID:leave-by-mexico@latitud`);
  await page.screenshot({ path: "test-results/visa-stays-member-1280.png", fullPage: true });

  // Anonymous requests are refused with JSON.
  const anonymous = await page.context().browser()!.newContext();
  const refused = await anonymous.request.get(new URL("/api/visa/stays", page.url()).toString());
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toHaveProperty("error");
  await anonymous.close();
});
