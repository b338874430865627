import "server-only";
import { db } from "@/lib/services/database";
import type { MuteMemberInput } from "./schemas";
import { refuse, type Outcome } from "./outcome";

/**
 * Moderation: an admin mutes a member until a time. A muted member still reads the chat; posting
 * answers 403 'You are muted until …'. One row per member (a new mute replaces the old one).
 */
export async function activeMute(userId: string, now = new Date()): Promise<{ mutedUntil: Date } | null> {
  const mute = await db.communityMute.findUnique({ where: { userId }, select: { mutedUntil: true } });
  return mute && mute.mutedUntil > now ? mute : null;
}

/** 'You are muted until 2026-11-22 14:05 UTC' (the client shows the time in the reader's zone too). */
export function mutedMessage(until: Date): string {
  return `You are muted until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export async function muteMember(
  moderatorId: string,
  input: MuteMemberInput,
  now = new Date(),
): Promise<Outcome<{ userId: string; mutedUntil: string }>> {
  if (input.userId === moderatorId) return refuse(409, "You cannot mute yourself");
  const target = await db.user.findUnique({ where: { id: input.userId }, select: { role: true } });
  if (!target) return refuse(404, "Member not found");
  if (target.role === "admin") return refuse(409, "Admins cannot be muted");
  const mutedUntil = new Date(now.getTime() + input.minutes * 60_000);
  const data = { mutedUntil, mutedBy: moderatorId, reason: input.reason || null, createdAt: now };
  await db.communityMute.upsert({
    where: { userId: input.userId },
    create: { userId: input.userId, ...data },
    update: data,
  });
  return { ok: true, data: { userId: input.userId, mutedUntil: mutedUntil.toISOString() } };
}

export async function unmuteMember(userId: string): Promise<Outcome<{ userId: string }>> {
  const result = await db.communityMute.deleteMany({ where: { userId } });
  return result.count ? { ok: true, data: { userId } } : refuse(404, "This member is not muted");
}
