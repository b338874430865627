import { z } from "zod";

/**
 * The city a member shares, or null to stop sharing (the default). The id is checked against our
 * cities where it is stored (lib/presence/town.ts), so the form and the server share this schema.
 */
export const shareCitySchema = z.object({ cityId: z.string().trim().max(64).nullable() });
export type ShareCityInput = z.infer<typeof shareCitySchema>;

/** GET /api/presence/town?city=<id>. */
export const townQuerySchema = z.object({ city: z.string().trim().min(1).max(64) });

/** A member as the presence lists show them: name (first name and initial) and avatar. */
export type PresenceMember = { id: string; name: string | null; avatarUrl: string | null };

/** Who shares a city: each with the day their sharing ends. */
export type TownMember = PresenceMember & { until: string };

/** Who is online now: the exact count and the first members (the viewer among them when online). */
export type OnlineNow = { count: number; members: PresenceMember[] };

/** The viewer's own sharing: null when off or expired. */
export type SharedCity = { cityId: string; sharedAt: string; until: string } | null;
