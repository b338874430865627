import { sendMeetupReminders } from "@/lib/meetups/reminders";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { createUser } from "../support/factories";

/*
 * The day-before reminder on a real database: once per member going, even when two runs of the job
 * (two app instances) fire at once; never for a cancelled meetup or one further away.
 */
const hour = 3_600_000;

async function meetupWith(goingCount: number, startsIn: number, extra: { canceledAt?: Date } = {}) {
  const members = await Promise.all(Array.from({ length: goingCount }, () => createUser()));
  const meetup = await db.meetup.create({
    data: {
      cityId: "lima-peru",
      organizerId: members[0]!.id,
      title: "Ceviche & code",
      place: "Barranco, Lima",
      note: "Table under Ana's name",
      startsAt: new Date(Date.now() + startsIn),
      capacity: 10,
      ...extra,
      rsvps: { create: members.map((member) => ({ userId: member.id })) },
    },
  });
  return { meetup, emails: members.map((member) => member.email) };
}

const inbox = async (emails: string[]) => {
  await flushOutbox();
  return db.devMailboxMessage.findMany({ where: { to: { in: emails } } });
};

describe("meetup reminders", () => {
  it("sends one reminder per member going, even from two runs at once", async () => {
    const soon = await meetupWith(4, 20 * hour);
    const later = await meetupWith(2, 30 * hour);
    const canceled = await meetupWith(2, 10 * hour, { canceledAt: new Date() });
    const runs = await Promise.all([sendMeetupReminders(), sendMeetupReminders(), sendMeetupReminders()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(4);
    const messages = await inbox(soon.emails);
    expect(messages.map((m) => m.to).sort()).toEqual([...soon.emails].sort());
    expect(messages[0]!.subject).toBe("Tomorrow: Ceviche & code in Lima");
    expect(messages[0]!.text).toContain("Barranco, Lima");
    expect(messages[0]!.text).toContain("/cities/lima-peru#meetups");
    expect(await inbox([...later.emails, ...canceled.emails])).toHaveLength(0);

    // The next run finds nothing left to send for them.
    expect((await sendMeetupReminders()).sent).toBe(0);
    expect(await inbox(soon.emails)).toHaveLength(4);
  });

  it("writes the reminder in the member's language", async () => {
    const { meetup, emails } = await meetupWith(1, 5 * hour);
    await db.user.updateMany({ where: { email: emails[0] }, data: { language: "es" } });
    await sendMeetupReminders();
    const [message] = await inbox(emails);
    expect(message?.subject).toBe(`Mañana: ${meetup.title} en Lima`);
    expect(message?.text).toContain("/es/cities/lima-peru#meetups");
  });
});
