/**
 * Presence constants: "who's in town" (the city members share) and "online now" (the chat's
 * heartbeat). The server's refusals are written in English and sent in the reader's language
 * (errors.server.presence); the UI's words are in the `presence` messages.
 */
export const presence = {
  /** A shared city counts as current for this many days after it was set, then it is not listed. */
  cityCurrentDays: 30,
  /** The most members a city page lists, the most recent sharers first. */
  townListLimit: 48,
  /** The chat page pings this often while it is visible. */
  heartbeatMs: 30_000,
  /** "Online" means a heartbeat within this window (three missed pings at most). */
  onlineWindowSeconds: 90,
  /** The most members the online list shows (the count is exact). */
  onlineListLimit: 50,
  text: {
    signInRequired: "You must be logged in",
    premiumOnly: "Who's in town and who's online are for premium members.",
    unknownCity: "Choose one of our cities.",
    cityNotFound: "Unknown city",
  },
} as const;
