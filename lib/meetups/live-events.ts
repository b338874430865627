import { z } from "zod";

/**
 * The meetups' live topic (browser-safe): one for every city, since the chat's panel lists them
 * all. Its single event says a city's list changed (a proposal, an RSVP, a cancellation); a page
 * showing that city, or every city, reloads its list. On Pusher it is the private channel
 * private-community-meetups, authorised for premium members by /api/meetups/pusher-auth.
 */
export const meetupsTopic = "meetups";

export const meetupsEventSchema = z.object({ type: z.literal("meetups.changed"), cityId: z.string() });
export type MeetupsEvent = z.infer<typeof meetupsEventSchema>;

export const meetupsChanged = (cityId: string): MeetupsEvent => ({ type: "meetups.changed", cityId });
