const minute = 60_000;
const confirmTokenTtlHours = 48;

/** The newsletter's double opt-in. */
export const newsletter = {
  /** A confirmation link works once, for this long (the email and the invalid-link message say so). */
  confirmTokenTtlHours,
  confirmTokenTtlMs: confirmTokenTtlHours * 60 * minute,
  /** A repeat sign-up of an unconfirmed address re-sends the link at most this often. */
  confirmResendIntervalMs: 10 * minute,
} as const;
