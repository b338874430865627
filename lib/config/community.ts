/**
 * Community chat constants. One place for every number of the chat; the server-side rate limit
 * itself is `communityPostLimit()` (10 per 60 s per user) and the daily quota lives in
 * quota_config (chatType 'community').
 */
export const community = {
  defaultRoom: "general",
  messageMaxLength: 500,
  /** Authors may edit a message this long after posting it; deleting has no limit. */
  editWindowMs: 10 * 60_000,
  /** A reply notifies its thread's author and at most this many of its latest repliers. */
  threadNotifyLimit: 50,
  /**
   * Reactions: one fixed set (the key names each one in the `communityReactions` messages); a member
   * adds each at most once per message. Reacting is limited by `rateLimits.communityReactPerUser`.
   */
  reactions: { thumbsUp: "👍", heart: "❤️", laugh: "😂", party: "🎉", wow: "😮", thanks: "🙏" },
  /**
   * A message carries, per emoji, the exact count and the ids of at most this many of its most recent
   * reactors (who sees a chip pressed): a changed message must fit one NOTIFY (under 8000 bytes).
   */
  reactedIdsShown: 12,
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
   * Flood limits after Discourse's defaults (unique_posts_mins, rate_limit_new_user_create_post): the
   * same text from a member again within 30 s is refused (409), and accounts younger than 3 days
   * post at most 3 messages per 30 s, on top of everyone's 10 per 60 s. Admins skip the new-account
   * rule, not the duplicate one.
   */
  flood: {
    duplicateWindowMs: 30_000,
    newAccountAgeMs: 3 * 24 * 60 * 60_000,
    newAccountPost: { name: "community-post-new-account", limit: 3, windowMs: 30_000 },
  },
  /**
   * Images in messages: at most 5 MB uploaded, stored at most 1600 px on their longer side; 20 a day
   * per member (`rateLimits.communityImagePerUser`, on top of the message limits).
   */
  image: { maxBytes: 5 * 1024 * 1024, maxDimension: 1600, accept: "image/jpeg,image/png,image/webp" },
  /**
   * Search within a room: the query's length, the results per page and the most a caller may ask
   * for, the words used, and the messages shown either side of a result opened in context.
   */
  search: { minLength: 2, maxLength: 100, pageSize: 20, maxPageSize: 50, maxTerms: 8, contextSize: 5 },
  /**
   * Reports to moderators: this many open reports by different members hide a message until an admin
   * reviews it (COMMUNITY_REPORT_HIDE_THRESHOLD overrides it, lib/moderation/keys.ts); a report's
   * optional note is at most this long.
   */
  reportHideThreshold: 3,
  reportNoteMaxLength: 300,
  /**
   * The server's refusals, written in English and sent in the reader's language (errors.server in
   * messages/<locale>/errors.json); the chat's own words are in the `community` messages.
   */
  text: {
    rateLimited: "You're sending messages too quickly. Please wait a moment.",
    authRead: "Authentication required to read messages",
    authSend: "Authentication required to send messages",
    authDelete: "Authentication required to delete messages",
    authEdit: "Authentication required to edit messages",
    authReact: "Authentication required to react to messages",
    reactTooFast: "You're reacting too quickly. Please wait a moment.",
    imageTooLarge: "Images must be 5 MB or smaller.",
    imagesPerDay: "You can share 20 images a day. Please try again tomorrow.",
    premiumOnly: "The community chat is for premium members. Subscribe to join the conversation.",
    duplicate: "You just sent this same message. Please wait a moment before sending it again.",
    authSearch: "Authentication required to search messages",
  },
} as const;
