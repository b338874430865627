import { createHash } from "node:crypto";
import { listNewsletterSubscribers, newsletterCsv } from "@/lib/admin/communications";
import { newsletter } from "@/lib/config/newsletter";
import {
  confirmNewsletterAction,
  subscribeToNewsletterAction,
  unsubscribeFromNewsletterAction,
} from "@/lib/newsletter/actions";
import { newsletterMessages } from "@/lib/newsletter/schema";
import {
  confirmSubscription,
  findPendingConfirmation,
  findSubscriberByToken,
  subscribeToNewsletter,
} from "@/lib/newsletter/subscriptions";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";

/*
 * Double opt-in against the real database: a sign-up only sends a single-use confirmation link
 * (stored hashed, expiring); only confirmed addresses are subscribers; a repeat sign-up re-sends the
 * link at most once per interval and never tells whether the address is subscribed; confirming is
 * atomic, so parallel clicks confirm once.
 */

const mailsTo = async (to: string) => {
  await flushOutbox();
  return db.devMailboxMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
};
const confirmLinks = async (to: string) =>
  (await mailsTo(to)).flatMap((m) => m.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1] ?? []);
const row = (email: string) => db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
const minutes = (n: number) => n * 60_000;

async function csvText() {
  let csv = "";
  for await (const chunk of newsletterCsv()) csv += chunk;
  return csv;
}

describe("newsletter sign-up (double opt-in)", () => {
  it("sends a confirmation link and subscribes nobody yet: the token is stored only as a hash, and expires", async () => {
    const now = new Date();
    expect(await subscribeToNewsletterAction({ email: "reader@example.com" })).toEqual({
      ok: true,
      data: newsletterMessages.checkInbox,
    });
    const [mail] = await mailsTo("reader@example.com");
    expect(mail?.subject).toBe("Confirm your Latitud newsletter subscription");
    const [token] = await confirmLinks("reader@example.com");
    expect(token).toMatch(/^[\w-]{43}$/);

    const stored = await row("reader@example.com");
    expect(stored.confirmedAt).toBeNull();
    expect(stored.confirmTokenHash).toBe(createHash("sha256").update(token!).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.confirmTokenExpiresAt!.getTime() - now.getTime()).toBeGreaterThan(
      newsletter.confirmTokenTtlMs - 60_000,
    );
    expect(stored.confirmTokenExpiresAt!.getTime() - now.getTime()).toBeLessThanOrEqual(
      newsletter.confirmTokenTtlMs + 60_000,
    );

    // Not a subscriber: neither listed, counted nor exported.
    const list = await listNewsletterSubscribers({ query: "reader@example.com" });
    expect(list.rows).toEqual([]);
    expect(list.active).toBe(0);
    expect(await csvText()).not.toContain("reader@example.com");
  });

  it("the link's owner confirms once; then the address is a subscriber and gets the welcome email with a working unsubscribe link", async () => {
    await subscribeToNewsletter("confirm@example.com");
    const [token] = await confirmLinks("confirm@example.com");
    expect((await findPendingConfirmation(token!))?.email).toBe("confirm@example.com");

    expect(await confirmNewsletterAction({ token })).toEqual({
      ok: true,
      data: { email: "confirm@example.com" },
    });
    expect((await row("confirm@example.com")).confirmedAt).toBeInstanceOf(Date);
    expect((await row("confirm@example.com")).confirmTokenHash).toBeNull();
    const list = await listNewsletterSubscribers({ query: "confirm@example.com" });
    expect(list.rows.map((r) => r.email)).toEqual(["confirm@example.com"]);
    expect(list.active).toBe(1);
    expect(await csvText()).toContain("confirm@example.com");

    // Single use.
    expect(await confirmNewsletterAction({ token })).toEqual({
      ok: false,
      error: newsletterMessages.invalidLink,
    });
    expect(await findPendingConfirmation(token!)).toBeNull();

    const welcome = (await mailsTo("confirm@example.com")).find(
      (m) => m.subject === "Welcome to the Latitud newsletter",
    );
    const unsubscribe = welcome?.text.match(/\/newsletter\/unsubscribe\?token=([0-9a-f-]{36})/)?.[1];
    expect(unsubscribe).toBeDefined();
    expect(await unsubscribeFromNewsletterAction({ token: unsubscribe })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await findSubscriberByToken(unsubscribe!))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await listNewsletterSubscribers({ query: "confirm@example.com" })).active).toBe(0);
  });

  it("an unknown, malformed or expired link confirms nothing", async () => {
    const now = new Date();
    await subscribeToNewsletter("late@example.com", "en", now);
    const [token] = await confirmLinks("late@example.com");
    for (const bad of ["x".repeat(43), "'; drop table newsletter_subscribers; --", ""]) {
      expect(await confirmNewsletterAction({ token: bad })).toEqual(expect.objectContaining({ ok: false }));
    }
    expect(
      await confirmSubscription(token!, new Date(now.getTime() + newsletter.confirmTokenTtlMs + 1000)),
    ).toBeNull();
    expect((await row("late@example.com")).confirmedAt).toBeNull();
  });

  it("a repeat sign-up gets the same answer whatever the address's state, and re-sends the link at most once per interval", async () => {
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await subscribeToNewsletter("again@example.com", "en", t0)).toBe("check-inbox");
    // Unconfirmed, again at once (any case or spacing): no second email yet.
    expect(await subscribeToNewsletterAction({ email: "  AGAIN@Example.com " })).toEqual({
      ok: true,
      data: newsletterMessages.checkInbox,
    });
    expect(await subscribeToNewsletter("again@example.com", "en", at(minutes(5)))).toBe("check-inbox");
    expect(await confirmLinks("again@example.com")).toHaveLength(1);
    // After the interval: a new link, and the old one no longer works.
    expect(
      await subscribeToNewsletter("again@example.com", "en", at(newsletter.confirmResendIntervalMs + 1000)),
    ).toBe("check-inbox");
    const links = await confirmLinks("again@example.com");
    expect(links).toHaveLength(2);
    expect(await confirmSubscription(links[0]!, at(newsletter.confirmResendIntervalMs + 2000))).toBeNull();
    expect(await confirmSubscription(links[1]!, at(newsletter.confirmResendIntervalMs + 2000))).toEqual(
      expect.objectContaining({ email: "again@example.com" }),
    );
    expect(await db.newsletterSubscriber.count({ where: { email: "again@example.com" } })).toBe(1);

    // Confirmed: the same answer, and no email at all (nothing tells a stranger the address is on the list).
    const mails = (await mailsTo("again@example.com")).length;
    expect(await subscribeToNewsletterAction({ email: "again@example.com" })).toEqual({
      ok: true,
      data: newsletterMessages.checkInbox,
    });
    expect(await mailsTo("again@example.com")).toHaveLength(mails);

    // Unsubscribed, then signing up again: the address must be confirmed again before it counts.
    const { unsubscribeToken } = await row("again@example.com");
    await unsubscribeFromNewsletterAction({ token: unsubscribeToken });
    const later = at(2 * newsletter.confirmResendIntervalMs + 5000);
    expect(await subscribeToNewsletter("again@example.com", "en", later)).toBe("check-inbox");
    expect((await listNewsletterSubscribers({ query: "again@example.com" })).active).toBe(0);
    const [, , third] = await confirmLinks("again@example.com");
    expect(third).toBeDefined();
    expect(await confirmSubscription(third!, later)).toEqual(
      expect.objectContaining({ email: "again@example.com" }),
    );
    const back = await row("again@example.com");
    expect(back.unsubscribedAt).toBeNull();
    expect(back.unsubscribeToken).toBe(unsubscribeToken);
  });

  it("20 parallel sign-ups of one new address: one row, one confirmation email", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => subscribeToNewsletter("burst@example.com")),
    );
    expect(new Set(outcomes)).toEqual(new Set(["check-inbox"]));
    expect(await db.newsletterSubscriber.count({ where: { email: "burst@example.com" } })).toBe(1);
    expect(await confirmLinks("burst@example.com")).toHaveLength(1);
  });

  it("the same link clicked 20 times in parallel confirms once: one success, one welcome email", async () => {
    await subscribeToNewsletter("race@example.com");
    const [token] = await confirmLinks("race@example.com");
    const results = await Promise.all(Array.from({ length: 20 }, () => confirmNewsletterAction({ token })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.error === newsletterMessages.invalidLink),
    ).toBe(true);
    expect(
      (await mailsTo("race@example.com")).filter((m) => m.subject === "Welcome to the Latitud newsletter"),
    ).toHaveLength(1);
  });

  it("rejects addresses without '@' and '.'", async () => {
    for (const email of ["reader", "reader@example", "", "   "]) {
      expect(await subscribeToNewsletterAction({ email })).toEqual(
        expect.objectContaining({ ok: false, error: newsletterMessages.invalid }),
      );
    }
  });

  it("refuses unknown and malformed unsubscribe tokens", async () => {
    expect(await unsubscribeFromNewsletterAction({ token: "00000000-0000-0000-0000-000000000000" })).toEqual(
      expect.objectContaining({ ok: false }),
    );
    expect(
      await unsubscribeFromNewsletterAction({ token: "'; drop table newsletter_subscribers; --" }),
    ).toEqual(expect.objectContaining({ ok: false }));
  });
});
