/** Billing constants, in one place. */
export const billing = {
  /**
   * Dunning: the emails after a failed renewal go out on these days of the grace period (day 0 is
   * the failure); the grace period itself is BILLING_GRACE_DAYS (lib/billing/grace.ts), and the
   * plan ends when it is over.
   */
  dunningDays: [0, 3, 7] as const,
  /** Pauses last 1 to 3 months. */
  pauseMonths: [1, 2, 3] as const,
  /** Redirect to checkout-success 1.5 s after a successful subscription. */
  successRedirectMs: 1500,
  /**
   * A checkout's reservation of the member's plan slot lapses after this long when the card
   * provider never answered (no answer means the charge may or may not have happened, so the slot
   * is kept for the provider's webhook meanwhile; a lapsed reservation never blocks a member for good).
   */
  checkoutReservationMinutes: 15,
  /** A cancel or resume still marked in flight after this long belonged to a request that died. */
  changeInFlightMinutes: 5,
  /** Webhook timestamps older or newer than this are refused. */
  webhookToleranceSeconds: 300,
  cancellationReasons: ["too_expensive", "not_using", "missing_features", "switching", "other"] as const,
} as const;
