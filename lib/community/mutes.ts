import "server-only";
import { accountRole } from "@/lib/auth/users";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { db } from "@/lib/services/database";
import type { MuteMemberInput } from "./schemas";
import { AppError } from "@/lib/errors";

/**
 * Moderation: an admin mutes a member until a time. A muted member still reads the chat; posting
 * answers 403 'You are muted until …'. One row per member (a new mute replaces the old one).
 */
export async function activeMute(userId: string, now = new Date()): Promise<{ mutedUntil: Date } | null> {
  const mute = await db.communityMute.findUnique({ where: { userId }, select: { mutedUntil: true } });
  return mute && mute.mutedUntil > now ? mute : null;
}

/**
 * 'You are muted until 2026-11-22 14:05 UTC', in the language of the request (by key: it carries
 * the time).
 */
export async function mutedMessage(until: Date): Promise<string> {
  const t = await translator(messageLocale(), "errors");
  return t("server.community.muted", { until: `${until.toISOString().slice(0, 16).replace("T", " ")} UTC` });
}

export async function muteMember(
  moderatorId: string,
  input: MuteMemberInput,
  now = new Date(),
): Promise<{ userId: string; mutedUntil: string }> {
  if (input.userId === moderatorId) throw new AppError("conflict", "You cannot mute yourself");
  const target = await accountRole(input.userId);
  if (!target) throw new AppError("not_found", "Member not found");
  if (target.role === "admin") throw new AppError("conflict", "Admins cannot be muted");
  const mutedUntil = new Date(now.getTime() + input.minutes * 60_000);
  const data = { mutedUntil, mutedBy: moderatorId, reason: input.reason || null, createdAt: now };
  await db.communityMute.upsert({
    where: { userId: input.userId },
    create: { userId: input.userId, ...data },
    update: data,
  });
  return { userId: input.userId, mutedUntil: mutedUntil.toISOString() };
}

export async function unmuteMember(userId: string): Promise<{ userId: string }> {
  const result = await db.communityMute.deleteMany({ where: { userId } });
  if (!result.count) throw new AppError("not_found", "This member is not muted");
  return { userId };
}
