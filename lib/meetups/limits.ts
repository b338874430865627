/** The meetups' limits, one source for the form, the server and the database's checks. */
export const meetupLimits = {
  minCapacity: 2,
  maxCapacity: 50,
  titleMaxLength: 80,
  placeMaxLength: 120,
  noteMaxLength: 500,
  /** How long a meetup lasts in calendars (ICS) when nothing else is said. */
  durationMinutes: 120,
  /** At most this many upcoming meetups proposed by one member at once (a flood limit). */
  maxUpcomingPerMember: 3,
  /** How far ahead a meetup may be proposed. */
  maxDaysAhead: 180,
  /** How many upcoming meetups a list shows. */
  listLimit: 20,
  /** A new meetup notifies at most this many members in town (the most recent to share the city). */
  announceLimit: 200,
  /** The reminder goes out once a meetup starts within this many hours. */
  reminderHoursBefore: 24,
} as const;
