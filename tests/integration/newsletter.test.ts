import { subscribeToNewsletterAction, unsubscribeFromNewsletterAction } from "@/lib/newsletter/actions";
import { newsletterMessages } from "@/lib/newsletter/schema";
import { findSubscriberByToken, subscribeToNewsletter } from "@/lib/newsletter/subscriptions";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";

describe("newsletter", () => {
  it("subscribes with the spec's success message", async () => {
    expect(await subscribeToNewsletterAction({ email: "reader@example.com" })).toEqual({ ok: true, data: newsletterMessages.success });
  });

  it("catches duplicates across case and whitespace", async () => {
    await subscribeToNewsletterAction({ email: "twice@example.com" });
    expect(await subscribeToNewsletterAction({ email: "  TWICE@Example.com " })).toEqual({ ok: false, error: newsletterMessages.duplicate });
    expect(await db.newsletterSubscriber.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("rejects addresses without '@' and '.'", async () => {
    for (const email of ["reader", "reader@example", "", "   "]) {
      expect(await subscribeToNewsletterAction({ email })).toEqual(expect.objectContaining({ ok: false, error: newsletterMessages.invalid }));
    }
  });

  it("unsubscribes by the link's token, and a later sign-up re-subscribes", async () => {
    await subscribeToNewsletter("leaver@example.com");
    const { unsubscribeToken } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "leaver@example.com" } });
    expect(await unsubscribeFromNewsletterAction({ token: unsubscribeToken })).toEqual({ ok: true, data: undefined });
    expect((await findSubscriberByToken(unsubscribeToken))?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await subscribeToNewsletter("leaver@example.com")).toBe("subscribed");
    expect((await findSubscriberByToken(unsubscribeToken))?.unsubscribedAt).toBeNull();
  });

  it("refuses unknown and malformed unsubscribe tokens", async () => {
    expect(await unsubscribeFromNewsletterAction({ token: "00000000-0000-0000-0000-000000000000" })).toEqual(expect.objectContaining({ ok: false }));
    expect(await unsubscribeFromNewsletterAction({ token: "'; drop table newsletter_subscribers; --" })).toEqual(expect.objectContaining({ ok: false }));
  });
});

describe("newsletter welcome email", () => {
  it("carries a working unsubscribe link", async () => {
    await subscribeToNewsletter("welcome@example.com");
    await flushOutbox();
    const mail = await db.devMailboxMessage.findFirstOrThrow({ where: { to: "welcome@example.com" } });
    const token = mail.text.match(/\/newsletter\/unsubscribe\?token=([0-9a-f-]{36})/)?.[1];
    expect(token).toBeDefined();
    expect(await unsubscribeFromNewsletterAction({ token })).toEqual({ ok: true, data: undefined });
    expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: "welcome@example.com" } })).unsubscribedAt).not.toBeNull();
  });
});
