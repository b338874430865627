/**
 * Community chat constants. One place for every number of the chat; the server-side rate limit
 * itself is `rateLimits.communityPostPerUser` (10 per 60 s per user) and the daily quota lives in
 * quota_config (chatType 'community').
 */
export const community = {
  defaultRoom: "general",
  messageMaxLength: 500,
  /** Messages loaded on open and per 'Load earlier'. */
  loadLimit: 50,
  /** The most a caller may ask for in one page. */
  maxLoadLimit: 100,
  /** Client-side limit: 10 messages per sliding 60 s, before the server's (same numbers, fixed window). */
  clientRateLimit: { limit: 10, windowMs: 60_000 },
  /** Retry-after when a 429 carries none: the server's default, and the client's own. */
  serverRetryAfterDefaultMs: 5000,
  clientRetryAfterDefaultMs: 2000,
  /** Realtime: reconnect after 5 s on a channel error or time-out; SSE heartbeat comments every 25 s. */
  reconnectDelayMs: 5000,
  heartbeatMs: 25_000,
  /**
   * An SSE stream ends after this long (after a 'bye' event the client reconnects at once, catching up
   * from its cursor), so premium access is checked again at least this often.
   */
  streamMaxAgeMs: 15 * 60_000,
  /** Catch-up after a reconnection: at most this many missed events (new messages and deletions). */
  catchUpLimit: 200,
  /** Toast preview of a message arriving in another room or while the page is hidden. */
  notificationPreviewLength: 50,
  /** Relative times ('3 minutes ago') are refreshed this often. */
  relativeTimeRefreshMs: 60_000,
  /** Moderation: mute durations an admin picks from, in minutes, and the longest allowed. */
  muteDurationsMinutes: [15, 60, 24 * 60, 7 * 24 * 60],
  maxMuteMinutes: 30 * 24 * 60,
  muteReasonMaxLength: 200,
  /**
   * The server's refusals, written in English and sent in the reader's language (errors.server in
   * messages/<locale>/errors.json); the chat's own words are in the `community` messages.
   */
  text: {
    rateLimited: "You're sending messages too quickly. Please wait a moment.",
    authRead: "Authentication required to read messages",
    authSend: "Authentication required to send messages",
    authDelete: "Authentication required to delete messages",
    premiumOnly: "The community chat is for premium members. Subscribe to join the conversation.",
  },
} as const;
