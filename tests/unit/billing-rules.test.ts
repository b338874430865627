import { cardBrand, formatCardNumber, isExpired, luhnValid, validCardNumber } from "@/lib/billing/card-rules";
import { formatPrice, savingsPercent } from "@/lib/billing/pricing";
import { cardFormSchema, subscribeSchema } from "@/lib/billing/schemas";
import { grantsAccess, statusBadge } from "@/lib/billing/access";
import { billingDate, billingShortDate } from "@/lib/billing/dates";
import { localizePlans } from "@/lib/billing/plan-text";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { DECLINED_TITLE, declineMessage } from "@/lib/billing/decline-messages";
import { formatMoney } from "@/lib/i18n/format";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";

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
  // The schema names its messages by validation key; readers get them in their language.
  const messages = (card: Partial<typeof valid>, locale: "en" | "es" = "en") =>
    (cardFormSchema(now).safeParse({ ...valid, ...card }).error?.issues ?? []).map(
      (i) => `${i.path.join(".")}: ${localizeMessage(i.message, locale)}`,
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

  it("speaks the reader's language", () => {
    expect(messages({ cardNumber: "4242 4242 4242 4241" }, "es")).toEqual([
      "cardNumber: Ingresa un número de tarjeta válido",
    ]);
    expect(messages({ expiryMonth: "10", expiryYear: "2026" }, "es")).toEqual([
      "expiryMonth: La tarjeta está vencida",
    ]);
  });

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

  it("labels the billing period and the charge note in each language", async () => {
    const periods = ["monthly", "quarterly", "annual"] as const;
    const en = await translator("en", "billing");
    expect(periods.map((p) => en(`periods.${p}.label`))).toEqual(["Monthly", "Quarterly", "Annual"]);
    expect(periods.map((p) => en(`periods.${p}.charge`))).toEqual([
      "per month",
      "every 3 months",
      "per year",
    ]);
    const es = await translator("es", "billing");
    expect(periods.map((p) => es(`periods.${p}.label`))).toEqual(["Mensual", "Trimestral", "Anual"]);
    const pt = await translator("pt", "billing");
    expect(periods.map((p) => pt(`periods.${p}.charge`))).toEqual(["todo mês", "a cada 3 meses", "todo ano"]);
  });
});

describe("money and dates in the reader's language", () => {
  it("formats money per language", () => {
    expect(formatMoney(150000, "pt")).toBe("US$\u00a01.500,00");
    expect(formatMoney(150000, "es")).toBe("USD\u00a01,500.00");
    expect(formatMoney(150000, "en")).toBe("$1,500.00");
    expect(formatMoney(1900, "en")).toBe(formatPrice(1900));
    expect(formatMoney(1900, "pt")).toBe("US$\u00a019,00");
  });

  it("writes billing dates as English always had them, and the long date elsewhere", () => {
    const day = new Date(2026, 10, 22);
    expect(billingDate(day, "en")).toBe("November 22, 2026");
    expect(billingDate(day, "es")).toBe("22 de noviembre de 2026");
    expect(billingDate(day, "pt")).toBe("22 de novembro de 2026");
    expect(billingShortDate(day, "en")).toBe("Nov 22, 2026");
    expect(billingShortDate(day, "es")).toBe("22 nov 2026");
  });
});

describe("plan words", () => {
  const plans = planSeeds.map((seed) => ({ ...seed, name: seed.name, features: seed.features }));

  it("the catalogue's English is exactly what the seeds store, so English pages show the stored plans", async () => {
    expect(await localizePlans(plans, "en")).toEqual(plans);
  });

  it("translates the seeded plans by code, features by their English text", async () => {
    const [monthly, quarterly] = await localizePlans(plans, "es");
    expect(monthly).toMatchObject({ name: "Mensual", description: "Prueba Latitud premium mes a mes." });
    expect(quarterly!.features).toContain("Revisión de tu lista de documentos");
    const [, , annual] = await localizePlans(plans, "pt");
    expect(annual).toMatchObject({
      name: "Anual",
      features: expect.arrayContaining(["Guias de países gratuitos"]),
    });
  });

  it("shows what an admin created or changed as stored", async () => {
    const [custom, renamed] = await localizePlans(
      [
        { code: "summer", name: "Summer", description: "Three warm months.", features: ["Beach meetups"] },
        { ...plans[0]!, name: "Monthly Plus", features: [...plans[0]!.features, "Coffee"] },
      ],
      "pt",
    );
    expect(custom).toEqual({
      code: "summer",
      name: "Summer",
      description: "Three warm months.",
      features: ["Beach meetups"],
    });
    expect(renamed).toMatchObject({
      name: "Monthly Plus",
      description: "Experimente o Latitud premium mês a mês.",
    });
    expect(renamed!.features.at(-1)).toBe("Coffee");
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
    expect(statusBadge({ status: "canceled", currentPeriodEnd: future }, now).state).toBe("cancelled");
    expect(statusBadge({ status: "canceled", currentPeriodEnd: past }, now).state).toBe("inactive");
  });
});

describe("billing's server messages", () => {
  it("every refusal billing answers in English has its Spanish and Portuguese", () => {
    const english = [
      DECLINED_TITLE,
      ...(
        ["card_declined", "insufficient_funds", "invalid_card", "expired_card", "invalid_encryption"] as const
      ).map(declineMessage),
      ...[401, 403, 503, 400].map(providerErrorMessage),
      "Payment Setup Error",
      "Plan Not Found",
      "Invalid plan selection. Please try again.",
      "This plan is for lawyers on Latitud.",
      "You must be logged in to complete payment.",
      "Subscription not found",
      "This subscription is already cancelled.",
      "This subscription's paid period has ended. Choose a plan to subscribe again.",
    ];
    for (const text of english) {
      expect(localizeMessage(text, "en")).toBe(text);
      expect(localizeMessage(text, "es")).not.toBe(text);
      expect(localizeMessage(text, "pt")).not.toBe(text);
    }
    expect(localizeMessage(declineMessage("insufficient_funds"), "pt")).toBe(
      "Seu cartão não tem saldo suficiente. Tente novamente com outro cartão.",
    );
  });
});
