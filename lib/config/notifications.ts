/** Notifications and mentions: every number in one place. */
export const notifications = {
  /** The bell's list: the newest this many. */
  listLimit: 20,
  /** A notification's preview of the message, in characters. */
  previewLength: 100,
  /** At most this many members mentioned in one message (checked by the message's zod schema). */
  maxMentionsPerMessage: 5,
  /** Mention autocomplete: suggestions per query, and the longest name prefix searched. */
  mentionSuggestions: 8,
  mentionQueryMaxLength: 40,
  /** The digest: how often it runs, and how old an unread notification must be to go into it. */
  digestEveryMs: 60 * 60_000,
  digestMinAgeMs: 15 * 60_000,
  /** The most notifications one digest lists (the rest are counted). */
  digestMaxItems: 10,
} as const;
