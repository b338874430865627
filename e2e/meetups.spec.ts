import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";

// The demo premium accounts are shared with other tests, and a member has at most 3 upcoming meetups.
test.describe.configure({ mode: "serial" });

const viewports = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

const cityPath = "/cities/medellin-colombia";

async function cityPageAs(
  browser: Browser,
  email: string | null,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ viewport })).newPage();
  if (email) await apiLogin(page, email);
  await page.goto(cityPath);
  await showMeetups(page);
  return page;
}

/** The section loads its meetups once it comes near the screen. */
const showMeetups = (page: Page) =>
  page.getByRole("heading", { name: "Meetups in Medellín" }).scrollIntoViewIfNeeded();

/**
 * The axe scan once no toast is showing: a toast sliding in ('Added Colombia to your interests' on a
 * member's first visit, an RSVP's confirmation) is scanned mid-fade over whatever is behind it.
 */
async function scan(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The city's wall clock three days ahead, as a datetime-local field takes it. */
const inThreeDays = () => `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T19:30`;

for (const { name, viewport } of viewports) {
  test(`${name}: a member proposes a meetup, another RSVPs and sees it; the calendar file downloads`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const title = `Coffee and code ${Math.random().toString(36).slice(2, 8)}`;

    // A visitor gets an invitation, not the data.
    const visitor = await cityPageAs(browser, null, viewport);
    const invitation = visitor.getByRole("region", { name: "Meetups in Medellín" });
    await expect(invitation.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(invitation.getByRole("button", { name: "Propose a meetup" })).toHaveCount(0);
    await scan(visitor);
    await visitor.context().close();

    const sofia = await cityPageAs(browser, demo.subscriber, viewport);
    await sofia.getByRole("button", { name: "Propose a meetup" }).click();
    const form = sofia.getByRole("form", { name: "Propose a meetup in Medellín" });
    // The schema's messages show before anything is sent.
    await form.getByRole("button", { name: "Propose meetup" }).click();
    await expect(form.getByText("Give your meetup a title.")).toBeVisible();
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Date and time").fill(inThreeDays());
    await form.getByLabel("Place").fill("Pergamino Café, Provenza");
    await form.getByLabel("How many people, you included").fill("2");
    await form.getByLabel("Note (optional)").fill("Look for the Latitud sticker");
    await scan(sofia);
    await form.getByRole("button", { name: "Propose meetup" }).click();
    await expect(card(sofia, title)).toContainText("1 of 2 going");
    await expect(card(sofia, title)).toContainText("19:30, local time");

    const ada = await cityPageAs(browser, demo.admin, viewport);
    await expect(card(ada, title)).toContainText("1 of 2 going");
    await card(ada, title).getByRole("button", { name: "I'm going" }).click();
    await expect(card(ada, title)).toContainText("2 of 2 going");
    await expect(card(ada, title)).toContainText("You're going");
    const attendees = card(ada, title).getByRole("list", { name: "Who's going" });
    await expect(attendees).toContainText("Sofía S.");
    await expect(attendees).toContainText("Ada A.");
    await scan(ada);

    // The calendar file: a real download, RFC 5545 text.
    const [download] = await Promise.all([
      ada.waitForEvent("download"),
      card(ada, title).getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = await readFile((await download.path())!, "utf8");
    expect(file).toContain("BEGIN:VCALENDAR\r\n");
    expect(file).toContain(`SUMMARY:${title}\r\n`);
    expect(file).toMatch(/DTSTART:\d{8}T003000Z\r\n/);

    // The organiser sees Ada going live, without a reload; then cancels (after a confirmation), and
    // the meetup leaves Ada's page live too.
    await expect(card(sofia, title)).toContainText("2 of 2 going");
    await expect(card(sofia, title).getByRole("list", { name: "Who's going" })).toContainText("Ada A.");
    await card(sofia, title).getByRole("button", { name: "Cancel meetup" }).click();
    await sofia
      .getByRole("alertdialog", { name: "Cancel this meetup?" })
      .getByRole("button", { name: "Cancel meetup" })
      .click();
    await expect(card(sofia, title)).toHaveCount(0);
    await expect(card(ada, title)).toHaveCount(0);

    await ada.context().close();
    await sofia.context().close();
  });
}
