import { cardBrand, formatCardNumber, isExpired, luhnValid, validCardNumber } from "@/lib/billing/card-rules";
import { billingLabel, chargeNote, formatPrice, savingsPercent } from "@/lib/billing/pricing";
import { cardFormSchema, subscribeSchema } from "@/lib/billing/schemas";
import { grantsAccess, statusBadge } from "@/lib/billing/access";

describe("card rules", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("abc")).toBe(false);
    expect(validCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(validCardNumber("4242 4242 42")).toBe(false);
    expect(validCardNumber("1".repeat(20))).toBe(false);
  });

  it("groups digits in fours and drops everything else", () => {
    expect(formatCardNumber("4242a4242-4242 4242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4".repeat(25))).toBe("4444 4444 4444 4444 444");
  });

  it("knows expired months and brands", () => {
    const now = new Date(2026, 10, 22);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(cardBrand("4242")).toBe("visa");
    expect(cardBrand("5555")).toBe("mastercard");
  });
});

describe("card form messages", () => {
  const now = new Date(2026, 10, 22);
  const valid = {
    cardNumber: "4242 4242 4242 4242",
    cardholderName: "Ana Souza",
    expiryMonth: "12",
    expiryYear: "2028",
    cvv: "123",
  };
  const messages = (card: Partial<typeof valid>) =>
    (cardFormSchema(now).safeParse({ ...valid, ...card }).error?.issues ?? []).map(
      (i) => `${i.path.join(".")}: ${i.message}`,
    );

  it("accepts a valid card", () => expect(messages({})).toEqual([]));
  it.each([
    [{ cardNumber: "4242 4242 4242" }, "cardNumber: Card number must be complete"],
    [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber: Please enter a valid card number"],
    [{ cardholderName: "Al" }, "cardholderName: Please enter the cardholder name"],
    [{ expiryMonth: "" }, "expiryMonth: Required"],
    [{ expiryMonth: "1" }, "expiryMonth: Must be 2 digits"],
    [{ expiryMonth: "13" }, "expiryMonth: Invalid month"],
    [{ expiryYear: "" }, "expiryYear: Required"],
    [{ expiryYear: "28" }, "expiryYear: Must be 4 digits"],
    [{ expiryYear: "2047" }, "expiryYear: Invalid year"],
    [{ expiryMonth: "10", expiryYear: "2026" }, "expiryMonth: Card has expired"],
    [{ cvv: "12" }, "cvv: CVV is too short"],
    [{ cvv: "12345" }, "cvv: CVV is too long"],
    [{ cvv: "12a" }, "cvv: Must be 3-4 digits"],
  ])("%p → %s", (card, message) => expect(messages(card)).toContain(message));

  it("the server refuses clear card numbers and tampered plan codes", () => {
    const body = {
      planCode: "monthly",
      transactionToken: "txn_12345678",
      encryptedCardNumber: "ab".repeat(16),
      encryptedCvv: "cd".repeat(16),
      expirationMonth: "12",
      expirationYear: "2028",
      cardholderName: "Ana Souza",
      idempotencyKey: crypto.randomUUID(),
    };
    expect(subscribeSchema.safeParse(body).success).toBe(true);
    expect(subscribeSchema.safeParse({ ...body, encryptedCardNumber: "4242 4242 4242 4242" }).success).toBe(
      false,
    );
    expect(subscribeSchema.safeParse({ ...body, planCode: "../admin" }).success).toBe(false);
    expect(subscribeSchema.safeParse({ ...body, planCode: "-1" }).success).toBe(true);
    expect(subscribeSchema.safeParse({ ...body, idempotencyKey: "x" }).success).toBe(false);
  });
});

describe("plan pricing", () => {
  it("formats cents as dollars", () => {
    expect(formatPrice(100)).toBe("$1.00");
    expect(formatPrice(17900)).toBe("$179.00");
    expect(formatPrice(3999)).toBe("$39.99");
  });

  it("computes 'Save N%' against 19 per 30 days, only beyond 30 days, never negative", () => {
    expect(savingsPercent(1900, 30)).toBeNull();
    expect(savingsPercent(4900, 90)).toBe(14);
    expect(savingsPercent(17900, 365)).toBe(23);
    expect(savingsPercent(9900, 90)).toBe(0);
  });

  it("labels the billing period and the charge note", () => {
    expect([billingLabel("monthly"), billingLabel("quarterly"), billingLabel("annual")]).toEqual([
      "Monthly",
      "Quarterly",
      "Annual",
    ]);
    expect([chargeNote("monthly"), chargeNote("quarterly"), chargeNote("annual")]).toEqual([
      "per month",
      "every 3 months",
      "per year",
    ]);
  });
});

describe("subscription access", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const future = new Date("2026-12-01T00:00:00Z");
  const past = new Date("2026-11-01T00:00:00Z");
  it("active, canceled until the period ends, past due within the grace period", () => {
    expect(grantsAccess({ status: "active", currentPeriodEnd: past }, now)).toBe(true);
    expect(grantsAccess({ status: "canceled", currentPeriodEnd: future }, now)).toBe(true);
    expect(grantsAccess({ status: "canceled", currentPeriodEnd: past }, now)).toBe(false);
    expect(
      grantsAccess({ status: "past_due", currentPeriodEnd: new Date("2026-11-20T00:00:00Z") }, now),
    ).toBe(true);
    expect(grantsAccess({ status: "past_due", currentPeriodEnd: past }, now)).toBe(false);
    expect(grantsAccess({ status: "expired", currentPeriodEnd: future }, now)).toBe(false);
    expect(statusBadge({ status: "canceled", currentPeriodEnd: future }, now).label).toBe("Cancelled");
    expect(statusBadge({ status: "canceled", currentPeriodEnd: past }, now).label).toBe("Inactive");
  });
});
