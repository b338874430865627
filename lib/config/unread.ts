/** Unread state of the community rooms. */
export const unread = {
  /** Unread counts stop here; the room list shows "99+" beyond 99. */
  countCap: 100,
} as const;
