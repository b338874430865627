import "server-only";
import { createHash } from "node:crypto";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";

/**
 * The duplicate-post rule: a member cannot post the same text again within 30 s (in any room). The
 * text counts as the same trimmed, with runs of spaces folded and case ignored. One conditional
 * upsert claims the text: it takes the row only when the last post of that text is older than the
 * window, so of parallel posts of one text exactly one gets it.
 */
export function textFingerprint(text: string): string {
  const folded = text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  return createHash("sha256").update(folded).digest("hex");
}

export type TextClaim = { release(): Promise<void> };

/** Claims `text` for the member now, or refuses with a 409 when they posted it within the window. */
export async function claimFreshText(userId: string, text: string, now = new Date()): Promise<TextClaim> {
  const fingerprint = textFingerprint(text);
  const windowStart = new Date(now.getTime() - community.flood.duplicateWindowMs);
  // The same statement sweeps the member's other texts past the window, which are of no use any
  // more; rows another post holds are skipped (a later post sweeps them), so posts never wait on
  // each other here.
  const claimed = await db.$queryRaw<{ posted_at: Date }[]>`
    WITH claimed AS (
      INSERT INTO community_post_fingerprints (user_id, fingerprint, posted_at)
      VALUES (${userId}::uuid, ${fingerprint}, ${now})
      ON CONFLICT (user_id, fingerprint) DO UPDATE SET posted_at = EXCLUDED.posted_at
        WHERE community_post_fingerprints.posted_at <= ${windowStart}
      RETURNING posted_at
    ), swept AS (
      DELETE FROM community_post_fingerprints
      WHERE (user_id, fingerprint) IN (
        SELECT user_id, fingerprint FROM community_post_fingerprints
        WHERE user_id = ${userId}::uuid AND posted_at <= ${windowStart} AND fingerprint <> ${fingerprint}
        FOR UPDATE SKIP LOCKED)
    )
    SELECT posted_at FROM claimed`;
  if (!claimed.length) throw new AppError("conflict", community.text.duplicate);
  return {
    // The post did not happen (a limit refused it, or storing failed): the text is free again.
    async release() {
      await db.communityPostFingerprint.deleteMany({ where: { userId, fingerprint, postedAt: now } });
    },
  };
}
