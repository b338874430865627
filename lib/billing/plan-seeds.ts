import type { PlanPeriod } from "@/lib/services/database";

/**
 * The plans seeded into subscription_plans (admins edit them there later). Amounts in cents. The
 * test plan is a $1.00 live payment test, for admins only.
 */
export type PlanSeed = {
  code: string;
  name: string;
  description: string;
  priceCents: number;
  period: PlanPeriod;
  intervalDays: number;
  features: string[];
  isPopular?: boolean;
  isAdminOnly?: boolean;
  audience?: "member" | "lawyer";
  sortOrder: number;
};

const core = [
  "Unlimited visa consultations",
  "Premium visa services",
  "Members' community chat",
  "Free country guides",
];

export const planSeeds: PlanSeed[] = [
  {
    code: "monthly",
    name: "Monthly",
    description: "Try Latitud premium month by month.",
    priceCents: 1900,
    period: "monthly",
    intervalDays: 30,
    features: core,
    sortOrder: 1,
  },
  {
    code: "quarterly",
    name: "Quarterly",
    description: "A season in South America, with the visa team on call.",
    priceCents: 4900,
    period: "quarterly",
    intervalDays: 90,
    features: [...core, "Document checklist review"],
    isPopular: true,
    sortOrder: 2,
  },
  {
    code: "annual",
    name: "Annual",
    description: "For long-term nomads: the best price per month.",
    priceCents: 17900,
    period: "annual",
    intervalDays: 365,
    features: [...core, "Document checklist review", "Priority lawyer introductions"],
    sortOrder: 3,
  },
  {
    code: "lawyer-premium",
    name: "Lawyer Premium",
    description: "Unlimited lead unlocks, priority listing and advanced analytics.",
    priceCents: 3999,
    period: "monthly",
    intervalDays: 30,
    features: ["Unlimited lead unlocks", "Priority listing", "Advanced analytics"],
    audience: "lawyer",
    sortOrder: 50,
  },
  {
    code: "test",
    name: "Test Plan",
    description: "A real $1.00 payment to test the card provider end to end.",
    priceCents: 100,
    period: "monthly",
    intervalDays: 30,
    features: ["Processes a real $1.00 payment"],
    isAdminOnly: true,
    sortOrder: 99,
  },
];

/** Savings are computed against this price per 30 days. */
export const SAVINGS_BASELINE = { cents: 1900, days: 30 } as const;
