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
  status: "active" | "past_due" | "canceled" | "expired";
  planToken: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  canceledAt: string | null;
  cardInfo: CardInfo;
};

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
  | "subscription.resumed";

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
