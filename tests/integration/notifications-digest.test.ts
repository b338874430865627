import { randomUUID } from "node:crypto";
import { saveEmailPreferencesAction } from "@/lib/notifications/actions";
import { sendDigests } from "@/lib/notifications/digest";
import { notify } from "@/lib/notifications/notify";
import { emailPreferences } from "@/lib/notifications/preferences";
import type { NotificationKindName } from "@/lib/notifications/schemas";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { closeListenerHub } from "@/lib/services/realtime";
import { createUser } from "../support/factories";
import { premiumMember } from "../support/premium";
import { signedInAs } from "../support/signed-in";

/*
 * The email digest and its preferences on a real database: one email per member with their unread,
 * not yet emailed notifications of the kinds they chose, older than 15 minutes; never twice, even
 * when several instances run it at once.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "digest-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const minute = 60_000;

async function notifyAt(
  recipientId: string,
  actorId: string,
  kind: NotificationKindName,
  minutesAgo: number,
  preview = `${kind} ${minutesAgo}`,
) {
  const { notification } = await notify(undefined, {
    recipientId,
    kind,
    actorId,
    room: "general",
    messageId: randomUUID(),
    preview,
  });
  await db.notification.update({
    where: { id: notification!.id },
    data: { createdAt: new Date(Date.now() - minutesAgo * minute) },
  });
  return notification!.id;
}

/** The emails delivered to an address (the development mailbox, once the outbox is flushed). */
async function outbox(to: string) {
  await flushOutbox();
  return db.devMailboxMessage.findMany({ where: { to } });
}

describe("notification email digest", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("preferences: defaults (mentions and replies on, meetups off); a member saves only their own", async () => {
    const bea = await premiumMember("Bea");
    expect(await emailPreferences(bea.id)).toEqual({ mention: true, thread_reply: true, meetup: false });
    await signedInAs(bea);
    const saved = await saveEmailPreferencesAction({ mention: false, thread_reply: true, meetup: true });
    expect(saved).toEqual({ ok: true, data: { mention: false, thread_reply: true, meetup: true } });
    expect(await emailPreferences(bea.id)).toEqual({ mention: false, thread_reply: true, meetup: true });
    expect((await saveEmailPreferencesAction({ mention: "yes" })).ok).toBe(false);
    // Saved in parallel: one row, one of the choices.
    await Promise.all([
      saveEmailPreferencesAction({ mention: true, thread_reply: false, meetup: false }),
      saveEmailPreferencesAction({ mention: true, thread_reply: false, meetup: false }),
    ]);
    expect(await db.notificationPreference.count({ where: { userId: bea.id } })).toBe(1);
  });

  it("one email per member: unread, not emailed, chosen kinds, older than 15 minutes; the rest waits", async () => {
    const [ana, bea] = await Promise.all([premiumMember("Ana Author"), premiumMember("Bea Reader")]);
    const mention = await notifyAt(bea.id, ana.id, "mention", 30, "Hola @Bea Reader, meetup?");
    const reply = await notifyAt(bea.id, ana.id, "thread_reply", 20);
    const meetup = await notifyAt(bea.id, ana.id, "meetup", 40); // off by default
    const fresh = await notifyAt(bea.id, ana.id, "mention", 5); // too recent
    const read = await notifyAt(bea.id, ana.id, "mention", 50);
    await db.notification.update({ where: { id: read }, data: { readAt: new Date() } });

    await sendDigests();
    const mails = await outbox(bea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You have 2 new notifications on Latitud");
    expect(mails[0]!.text).toContain("Ana Author mentioned you: “Hola @Bea Reader, meetup?”");
    expect(mails[0]!.text).toContain("Ana Author replied to your thread");
    expect(mails[0]!.text).not.toContain("meetup 40");
    const rows = await db.notification.findMany({ where: { recipientId: bea.id } });
    const emailed = new Set(rows.filter((r) => r.emailedAt).map((r) => r.id));
    expect(emailed).toEqual(new Set([mention, reply]));
    expect(emailed.has(meetup) || emailed.has(fresh)).toBe(false);

    // Nothing new: the next run sends nothing.
    await sendDigests();
    expect(await outbox(bea.email)).toHaveLength(1);
  });

  it("a member who turned a kind off gets no digest of it; all off, none", async () => {
    const [ana, bea] = await Promise.all([premiumMember("Ana"), premiumMember("Bea")]);
    await signedInAs(bea);
    await saveEmailPreferencesAction({ mention: false, thread_reply: false, meetup: false });
    await notifyAt(bea.id, ana.id, "mention", 30);
    await notifyAt(bea.id, ana.id, "thread_reply", 30);
    await sendDigests();
    expect(await outbox(bea.email)).toHaveLength(0);
    await saveEmailPreferencesAction({ mention: false, thread_reply: false, meetup: true });
    await notifyAt(bea.id, ana.id, "meetup", 30, "Coffee in Medellín");
    await sendDigests();
    const mails = await outbox(bea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You have 1 new notification on Latitud");
  });

  it("a member no longer in the community (premium lapsed) gets no digest; the notifications wait", async () => {
    const [ana, lapsed] = await Promise.all([premiumMember("Ana"), createUser({ name: "Lapsed Member" })]);
    await notifyAt(lapsed.id, ana.id, "mention", 30, "a preview of the premium chat");
    await sendDigests();
    expect(await outbox(lapsed.email)).toHaveLength(0);
    expect(await db.notification.count({ where: { recipientId: lapsed.id, emailedAt: null } })).toBe(1);
  });

  it("several instances running the digest at once send each member one email", async () => {
    const ana = await premiumMember("Ana");
    const members = await Promise.all(Array.from({ length: 4 }, (_, i) => premiumMember(`Member ${i}`)));
    for (const member of members)
      for (let i = 0; i < 3; i++) await notifyAt(member.id, ana.id, "mention", 20 + i);
    await Promise.all(Array.from({ length: 5 }, () => sendDigests()));
    for (const member of members) expect(await outbox(member.email)).toHaveLength(1);
    expect(await db.notification.count({ where: { actorId: ana.id, emailedAt: null } })).toBe(0);
  });
});
