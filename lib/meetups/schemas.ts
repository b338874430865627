import { z } from "zod";
import { meetupLimits } from "./limits";

/**
 * The meetups' inputs and what the API answers, one zod schema each, shared by the form and the
 * route handlers. Messages are keys of the `validation` catalogue (`meetups.*`). The date and time
 * are the city's wall clock ("2026-12-04T19:30", what <input type="datetime-local"> gives); the
 * server reads them in the city's time zone.
 */
export const cityIdSchema = z
  .string({ error: "meetups.city" })
  .trim()
  .min(1, "meetups.city")
  .max(64, "meetups.city")
  .regex(/^[a-z]+(?:-[a-z]+)*$/, "meetups.city");

export const localDateTimeSchema = z
  .string({ error: "meetups.startsAt" })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, "meetups.startsAt");

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const proposeMeetupSchema = z.object({
  cityId: cityIdSchema,
  title: text(meetupLimits.titleMaxLength, "meetups.titleRequired", "meetups.titleTooLong"),
  startsAt: localDateTimeSchema,
  place: text(meetupLimits.placeMaxLength, "meetups.placeRequired", "meetups.placeTooLong"),
  capacity: z.coerce
    .number({ error: "meetups.capacity" })
    .int("meetups.capacity")
    .min(meetupLimits.minCapacity, "meetups.capacity")
    .max(meetupLimits.maxCapacity, "meetups.capacity"),
  note: z.string().trim().max(meetupLimits.noteMaxLength, "meetups.noteTooLong").optional(),
});
export type ProposeMeetupInput = z.input<typeof proposeMeetupSchema>;
export type ProposeMeetup = z.output<typeof proposeMeetupSchema>;

export const meetupIdSchema = z.uuid({ error: "Meetup not found" });

/** GET query: the upcoming meetups of one city, or of every city (the chat's panel). */
export const listMeetupsQuerySchema = z.object({
  city: cityIdSchema.optional(),
  limit: z.coerce
    .number({ error: "Invalid limit" })
    .int("Invalid limit")
    .min(1, "Invalid limit")
    .max(meetupLimits.listLimit, "Invalid limit")
    .default(meetupLimits.listLimit),
});

/** A meetup as the API answers it to a member. Times are ISO instants (UTC). */
export type MeetupView = {
  id: string;
  city: { id: string; name: string; timezone: string };
  title: string;
  place: string;
  note: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  going: number;
  /** Names as first name and last initial; null when the member gave none. */
  attendees: { id: string; name: string | null }[];
  organizer: { id: string; name: string | null };
  viewerGoing: boolean;
  viewerOrganizes: boolean;
};
