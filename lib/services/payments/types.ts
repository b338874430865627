/**
 * The card provider ("Cali") as our code sees it. One HTTP adapter implements this for the real
 * provider and for the local sandbox, which speaks the same protocol (lib/cali-sandbox).
 *
 * Protocol (JSON over HTTPS; every request carries `X-Api-Token` and `X-Business-Unit-Token`;
 * (I) marks the requests that carry an Idempotency-Key):
 *   GET  /v1/transactions/cipher           → { cipherToken, transactionToken }
 *   POST /v1/plans                         { reference, name, amountCents, currency, intervalDays }
 *                                          → { planToken }
 *   PUT  /v1/plans/{planToken}             same body → { planToken }
 *   POST /v1/subscriptions (I)             { planToken, transactionToken, encryptedCardNumber,
 *                                            encryptedCvv, expirationMonth, expirationYear,
 *                                            cardholderName, customer: { reference, email } }
 *                                          → 201 SubscribeApproved
 *                                          | 402 { status: "declined", code, message, transactionId }
 *   GET  /v1/subscriptions/{id}            → ProviderSubscription
 *   POST /v1/subscriptions/{id}/cancel (I) → ProviderSubscription (status "canceled")
 *   POST /v1/subscriptions/{id}/resume (I) → ProviderSubscription (status "active"): a cancelled
 *                                            subscription renews again; 409 once its paid period ended
 *   POST /v1/payments/test (I)             { transactionToken, encryptedCardNumber, encryptedCvv,
 *                                            expirationMonth, expirationYear, cardholderName,
 *                                            amountCents, currency } → PaymentAnswer
 *   POST /v1/payments (I)                  { transactionToken, encryptedCardNumber, encryptedCvv,
 *                                            expirationMonth, expirationYear, cardholderName,
 *                                            amountCents, currency, description,
 *                                            customer: { reference, email } }
 *                                          → 201 PaymentAnswer (approved) | 402 Declined. A one-off
 *                                            charge (lawyer credit packs); its webhook (payment.approved /
 *                                            payment.declined) carries data.transactionId and
 *                                            data.customerReference, no subscriptionId.
 *   POST /v1/subscriptions/{id}/plan (I)   { planToken, timing: "now", amountCents }: switches plan now,
 *                                          charging amountCents (the merchant's prorated difference) on
 *                                          the card on file; a new period starts now
 *                                          → 200 PlanChangeAnswer | 402 Declined (nothing changed)
 *                                          { planToken, timing: "renewal" }: the next renewal charges
 *                                          and starts that plan (the current plan's token clears it)
 *                                          → 200 PlanChangeAnswer (no charge)
 *   POST /v1/subscriptions/{id}/pause (I)  { resumesAt }: no renewal until resumesAt, when the
 *                                          provider renews by itself → ProviderSubscription ("paused");
 *                                          /resume of a paused one renews again (charging now only if
 *                                          its paid period has ended)
 *   PUT  /v1/subscriptions/{id}/card (I)   CardPayload: the card on file for renewals; a past_due
 *                                          subscription's charge is tried again on it at once
 *                                          → 200 CardUpdateAnswer
 *   GET  /v1/subscriptions?limit=&startingAfter=  → { data: ProviderSubscription[], hasMore }, by id
 *   POST /v1/payments/{transactionId}/refunds (I)  { amountCents, reason? } → 201 RefundAnswer
 *                                          | 409 when it would refund more than was charged
 *   GET  /v1/health                        → { ok: true }
 *   Sandbox only: POST /v1/sandbox/subscriptions/{id}/advance → renews (or fails to renew) now.
 *
 * Card number and CVV are encrypted in the browser: AES-256-CBC, key = the first 32 bytes of the
 * cipher token, all-zero IV, hex output. Our server never sees them in the clear.
 *
 * Webhooks: POST {our url}/api/webhooks/cali with header
 *   Cali-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(webhook secret, `${t}.${raw body}`)>
 * and body CaliWebhookEvent. Senders retry until they get a 2xx.
 */
export type CardPayload = {
  transactionToken: string;
  encryptedCardNumber: string;
  encryptedCvv: string;
  expirationMonth: string;
  expirationYear: string;
  cardholderName: string;
};

export type CardInfo = { brand: string; lastFourDigits: string };

export type SubscribeApproved = {
  status: "approved";
  subscriptionId: string;
  transactionId: string;
  authorizationCode: string;
  amountCents: number;
  currency: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextRenewalDate: string;
  cardInfo: CardInfo;
};

export type DeclineCode =
  "card_declined" | "insufficient_funds" | "invalid_card" | "expired_card" | "invalid_encryption";

export type Declined = {
  status: "declined";
  code: DeclineCode;
  message: string;
  transactionId: string | null;
};

export type SubscribeAnswer = SubscribeApproved | Declined;

export type ProviderSubscription = {
  id: string;
  status: "active" | "past_due" | "canceled" | "expired" | "paused";
  planToken: string;
  /** What the next renewal charges (the plan's amount; the scheduled plan's after a downgrade). */
  amountCents: number;
  currency: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  canceledAt: string | null;
  /** A downgrade waiting for the next renewal. */
  nextPlanToken: string | null;
  /** While paused: when renewals start again. */
  resumesAt: string | null;
  customerReference: string;
  cardInfo: CardInfo;
};

/** A charge the provider made, approved or declined, as a plan change or card update reports it. */
export type ChargeResult =
  | {
      status: "approved";
      transactionId: string;
      authorizationCode: string;
      amountCents: number;
      currency: string;
    }
  | { status: "declined"; transactionId: string | null; code: DeclineCode; message: string };

export type PlanChangeAnswer = {
  subscription: ProviderSubscription;
  /** timing "now": the prorated charge (approved; a decline is answered 402). */
  charge: ChargeResult | null;
};

export type CardUpdateAnswer = {
  subscription: ProviderSubscription;
  /** Set when a past_due subscription's charge was tried again on the new card. */
  retry: ChargeResult | null;
};

export type RefundAnswer = {
  refundId: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  status: "succeeded";
  /** Refunded from this charge so far, this refund included. */
  refundedCents: number;
};

export type SubscriptionPage = { data: ProviderSubscription[]; hasMore: boolean };

export type PaymentAnswer =
  | {
      status: "approved";
      transactionId: string;
      authorizationCode: string;
      amountCents: number;
      currency: string;
      cardInfo: CardInfo;
    }
  | Declined;

export type PlanInput = {
  reference: string;
  name: string;
  amountCents: number;
  currency: string;
  intervalDays: number;
};

export interface PaymentProvider {
  readonly name: "cali" | "cali-sandbox";
  getCipher(): Promise<{ cipherToken: string; transactionToken: string }>;
  createPlan(input: PlanInput): Promise<{ planToken: string }>;
  updatePlan(planToken: string, input: PlanInput): Promise<{ planToken: string }>;
  subscribe(input: {
    planToken: string;
    card: CardPayload;
    customer: { reference: string; email: string };
    idempotencyKey: string;
  }): Promise<SubscribeAnswer>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelSubscription(id: string, idempotencyKey: string): Promise<ProviderSubscription>;
  resumeSubscription(id: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Answers Declined (402) when the prorated charge is declined; nothing changed then. */
  changePlan(
    id: string,
    input:
      { planToken: string; timing: "now"; amountCents: number } | { planToken: string; timing: "renewal" },
    idempotencyKey: string,
  ): Promise<PlanChangeAnswer | Declined>;
  pauseSubscription(id: string, resumesAt: Date, idempotencyKey: string): Promise<ProviderSubscription>;
  updateCard(id: string, card: CardPayload, idempotencyKey: string): Promise<CardUpdateAnswer>;
  listSubscriptions(input: { limit: number; startingAfter?: string }): Promise<SubscriptionPage>;
  refund(
    transactionId: string,
    input: { amountCents: number; reason?: string },
    idempotencyKey: string,
  ): Promise<RefundAnswer>;
  testPayment(input: {
    card: CardPayload;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<PaymentAnswer>;
  charge(input: {
    card: CardPayload;
    amountCents: number;
    currency: string;
    description: string;
    customer: { reference: string; email: string };
    idempotencyKey: string;
  }): Promise<PaymentAnswer>;
  health(): Promise<{ ok: boolean; latencyMs: number }>;
}

export type CaliEventType =
  | "payment.approved"
  | "payment.declined"
  | "subscription.renewed"
  | "subscription.renewal_failed"
  | "subscription.canceled"
  | "subscription.resumed"
  | "subscription.plan_changed"
  | "subscription.paused"
  | "payment.refunded";

export type CaliWebhookEvent = {
  id: string;
  type: CaliEventType | (string & {});
  /** ISO time the event happened at the provider; orders events. */
  created: string;
  data: {
    subscriptionId?: string;
    transactionId?: string;
    amountCents?: number;
    currency?: string;
    status?: string;
    currentPeriodStart?: string;
    currentPeriodEnd?: string;
    canceledAt?: string;
    cardInfo?: CardInfo;
    authorizationCode?: string;
    customerReference?: string;
    declineCode?: string;
    /** subscription.*: the plan the subscription is on after the event (renewed: the plan charged). */
    planToken?: string;
    /** subscription.paused: when renewals start again. */
    resumesAt?: string;
    /** payment.refunded */
    refundId?: string;
    reason?: string;
  };
};

/** A provider failure with the HTTP status (0 for network errors and time-outs). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
