/** Billing constants, in one place. */
export const billing = {
  /** A failed renewal keeps access this long while the member updates their card (dunning). */
  pastDueGraceDays: 7,
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
