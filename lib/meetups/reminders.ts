import "server-only";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { errorFields, logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { meetupReminderEmail } from "./emails";
import { meetupLimits } from "./limits";

/**
 * The reminder of the day before, once per member going: each RSVP of a meetup that starts within
 * `reminderHoursBefore` is claimed by one conditional UPDATE (reminder_sent_at IS NULL → now), so of
 * two runs at once, in one process or two, exactly one gets it and queues the email (the outbox
 * delivers it). A member whose email could not be queued is released for the next run.
 */
export async function sendMeetupReminders(now = new Date()): Promise<{ sent: number }> {
  const until = new Date(now.getTime() + meetupLimits.reminderHoursBefore * 3_600_000);
  const claimed = await db.meetupRsvp.updateManyAndReturn({
    where: { reminderSentAt: null, meetup: { canceledAt: null, startsAt: { gt: now, lte: until } } },
    data: { reminderSentAt: now },
    include: {
      meetup: { select: { title: true, place: true, note: true, startsAt: true, cityId: true } },
    },
  });
  let sent = 0;
  for (const rsvp of claimed) {
    try {
      const to = await userEmail(rsvp.userId);
      if (!to) continue;
      await sendEmail({ to, ...(await meetupReminderEmail(rsvp.meetup, await userLanguage(rsvp.userId))) });
      sent += 1;
    } catch (error) {
      logger.warn(errorFields(error), "[meetups] a reminder could not be queued; the next run tries again");
      await db.meetupRsvp
        .updateMany({
          where: { meetupId: rsvp.meetupId, userId: rsvp.userId, reminderSentAt: now },
          data: { reminderSentAt: null },
        })
        .catch(() => undefined);
    }
  }
  return { sent };
}
