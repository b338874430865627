import {
  creditPacks,
  dashboardTabs,
  findCreditPack,
  isDashboardTab,
  leadCountries,
  WELCOME_CREDITS,
} from "@/lib/config/lawyers";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { rateLimits } from "@/lib/config/rate-limits";
import {
  applicationSchema,
  creditPurchaseSchema,
  lawyerProfileSchema,
  marketplaceQuerySchema,
} from "@/lib/lawyers/schemas";
import { visaCountries } from "@/lib/visa/knowledge";

describe("lawyer configuration", () => {
  it("offers exactly the 11 countries of the visa knowledge base", () => {
    expect(leadCountries.map((c) => ({ id: c.id, name: c.name }))).toEqual(
      visaCountries.map((c) => ({ id: c.id, name: c.name })),
    );
    expect(leadCountries).toHaveLength(11);
  });

  it("sells credit packs of 5 for $25.00, 15 for $60.00 and 40 for $140.00, cheaper per credit as they grow", () => {
    expect(creditPacks.map((p) => [p.credits, p.priceCents])).toEqual([
      [5, 2500],
      [15, 6000],
      [40, 14000],
    ]);
    const perCredit = creditPacks.map((p) => p.priceCents / p.credits);
    expect([...perCredit].sort((a, b) => b - a)).toEqual(perCredit);
    expect(findCreditPack("pack-15")?.credits).toBe(15);
    expect(findCreditPack("pack-999")).toBeUndefined();
    expect(WELCOME_CREDITS).toBe(3);
  });

  it("has the lawyer premium plan at $39.99 per 30 days, for lawyers", () => {
    expect(planSeeds.find((p) => p.code === "lawyer-premium")).toEqual(
      expect.objectContaining({ priceCents: 3999, intervalDays: 30, audience: "lawyer" }),
    );
  });

  it("limits lead requests per IP", () => {
    expect(rateLimits.leadPerIp).toEqual({ name: "lead-ip", limit: 5, windowMs: 3_600_000 });
  });

  it("knows the dashboard's four tabs", () => {
    expect(dashboardTabs).toEqual(["marketplace", "leads", "billing", "settings"]);
    expect(isDashboardTab("leads")).toBe(true);
    expect(isDashboardTab("admin")).toBe(false);
  });
});

describe("lawyer schemas (shared by the forms and the server)", () => {
  const application = {
    fullName: "  Valentina Ruiz ",
    barRegistration: "TP 123",
    countries: ["colombia"],
    languages: ["Spanish"],
    specialities: ["Work permits"],
    contactEmail: "VALENTINA@EXAMPLE.COM",
    contactPhone: "",
    website: "",
    bio: "",
  };

  it("normalises an application", () => {
    expect(applicationSchema.parse(application)).toEqual({
      ...application,
      fullName: "Valentina Ruiz",
      contactEmail: "valentina@example.com",
      contactPhone: null,
      website: null,
      bio: null,
    });
  });

  it.each([
    ["an unknown language", { languages: ["Klingon"] }],
    ["no speciality", { specialities: [] }],
    ["a bio over 600 characters", { bio: "x".repeat(601) }],
    ["a website without a scheme", { website: "example.com" }],
    ["a bad phone", { contactPhone: "12" }],
  ])("refuses %s", (_label, change) => {
    expect(applicationSchema.safeParse({ ...application, ...change }).success).toBe(false);
  });

  it("validates the public profile", () => {
    expect(
      lawyerProfileSchema.safeParse({
        displayName: "L",
        bio: "",
        countries: ["peru"],
        languages: ["English"],
        specialities: ["Citizenship"],
        website: "",
      }).error?.issues[0]?.message,
    ).toBe("lawyer.displayNameRequired");
  });

  it("accepts only encrypted card fields and a known pack for credit purchases", () => {
    const base = {
      packCode: "pack-5",
      transactionToken: "ttok_123456789",
      encryptedCardNumber: "a".repeat(32),
      encryptedCvv: "b".repeat(32),
      expirationMonth: "12",
      expirationYear: "2030",
      cardholderName: "Lucas Lawyer",
      idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e",
    };
    expect(creditPurchaseSchema.safeParse(base).success).toBe(true);
    expect(creditPurchaseSchema.safeParse({ ...base, packCode: "free" }).success).toBe(false);
    expect(creditPurchaseSchema.safeParse({ ...base, encryptedCardNumber: "4242424242424242" }).success).toBe(
      false,
    );
  });

  it("reads the marketplace query forgivingly", () => {
    expect(marketplaceQuerySchema.parse({ country: "peru", language: "Spanish", page: "3" })).toEqual({
      country: "peru",
      language: "Spanish",
      page: 3,
    });
    expect(marketplaceQuerySchema.parse({})).toEqual({ country: undefined, language: undefined, page: 1 });
    expect(marketplaceQuerySchema.parse({ page: "abc" }).page).toBe(1);
  });
});
