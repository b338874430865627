/**
 * The lawyer marketplace's constants: credit packs, welcome credits, the option lists of the
 * application and lead forms, page sizes. Client components import this file, so it holds plain
 * data only (the knowledge base itself stays on the server).
 */

/**
 * Credit packs, bought with a one-off card charge. Amounts in cents (USD); `tier` names the pack in
 * the `lawyer` catalogue (billing.buy.packs).
 */
export const creditPacks = [
  { code: "pack-5", credits: 5, priceCents: 2500, tier: "starter" },
  { code: "pack-15", credits: 15, priceCents: 6000, tier: "growth" },
  { code: "pack-40", credits: 40, priceCents: 14000, tier: "practice" },
] as const;
export type CreditPack = (typeof creditPacks)[number];
export type CreditPackCode = CreditPack["code"];
export const creditPackCodes = creditPacks.map((p) => p.code) as [CreditPackCode, ...CreditPackCode[]];
export const findCreditPack = (code: string): CreditPack | undefined =>
  creditPacks.find((p) => p.code === code);

/** Credits an approved lawyer starts with. */
export const WELCOME_CREDITS = 3;

/** The subscription plan that unlocks leads without credits (seeded in lib/billing/plan-seeds.ts). */
export const LAWYER_PREMIUM_PLAN = "lawyer-premium";

/**
 * The 11 countries of the visa knowledge base (content/visa), by id. Kept here as plain data so
 * forms do not ship the knowledge base to the browser; a unit test keeps the two in step.
 */
export const leadCountries = [
  { id: "argentina", name: "Argentina" },
  { id: "bolivia", name: "Bolivia" },
  { id: "brazil", name: "Brazil" },
  { id: "chile", name: "Chile" },
  { id: "colombia", name: "Colombia" },
  { id: "costa-rica", name: "Costa Rica" },
  { id: "ecuador", name: "Ecuador" },
  { id: "mexico", name: "Mexico" },
  { id: "paraguay", name: "Paraguay" },
  { id: "peru", name: "Peru" },
  { id: "uruguay", name: "Uruguay" },
] as const;
export type LeadCountryId = (typeof leadCountries)[number]["id"];
export const leadCountryIds = leadCountries.map((c) => c.id) as [LeadCountryId, ...LeadCountryId[]];
export const countryName = (id: string): string => leadCountries.find((c) => c.id === id)?.name ?? id;

export const leadLanguages = [
  "English",
  "Spanish",
  "Portuguese",
  "French",
  "German",
  "Italian",
  "Dutch",
] as const;
export type LeadLanguage = (typeof leadLanguages)[number];

export const lawyerSpecialities = [
  "Digital nomad visas",
  "Tourist stays and extensions",
  "Temporary residency",
  "Permanent residency",
  "Work permits",
  "Family and spouse visas",
  "Investor visas",
  "Citizenship",
  "Tax residency",
] as const;

export const lawyerPages = {
  marketplacePageSize: 10,
  myLeadsPageSize: 10,
  applicationsPageSize: 20,
  purchasesShown: 20,
} as const;

/** The visa chat sends at most this many of its latest messages with a lawyer request. */
export const LEAD_CONVERSATION_MAX = 10;

/** The dashboard's tabs, by slug (/lawyer/dashboard/<slug>); their names are in the `lawyer` catalogue. */
export const dashboardTabs = ["marketplace", "leads", "billing", "settings"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export const isDashboardTab = (value: string): value is DashboardTab =>
  (dashboardTabs as readonly string[]).includes(value);
