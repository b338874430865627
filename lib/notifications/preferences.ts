import "server-only";
import { db } from "@/lib/services/database";
import type { EmailPreferences, NotificationKindName } from "./schemas";

/** Without a saved choice: mentions and replies to one's threads are emailed, meetups are not. */
export const defaultEmailPreferences: EmailPreferences = { mention: true, thread_reply: true, meetup: false };

/** A member's 'Email me about' choices (the defaults until they save theirs). */
export async function emailPreferences(userId: string): Promise<EmailPreferences> {
  const row = await db.notificationPreference.findUnique({ where: { userId } });
  if (!row) return defaultEmailPreferences;
  return { mention: row.emailMention, thread_reply: row.emailThreadReply, meetup: row.emailMeetup };
}

/** Saves the member's choices (one upsert: two saves at once leave one row, the last one's). */
export async function saveEmailPreferences(
  userId: string,
  prefs: EmailPreferences,
): Promise<EmailPreferences> {
  const data = {
    emailMention: prefs.mention,
    emailThreadReply: prefs.thread_reply,
    emailMeetup: prefs.meetup,
  };
  await db.notificationPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return prefs;
}

/** The kinds a member wants emailed. */
export const emailedKinds = (prefs: EmailPreferences): NotificationKindName[] =>
  (Object.keys(prefs) as NotificationKindName[]).filter((kind) => prefs[kind]);
