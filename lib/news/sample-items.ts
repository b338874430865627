import { newsLimits } from "./config";
import { cleanDescription } from "./text";
import type { NewsExample, NewsSnapshot } from "./types";

/**
 * Shown when the live feeds give too little (offline, blocked, all irrelevant): examples of the
 * topics the section covers. They are not articles: no link, no date, no source, and the page
 * labels them as examples, so nobody mistakes them for news.
 */
const examples: NewsExample[] = [
  {
    id: "example-colombia-nomad-visa",
    title: "Colombia's digital nomad visa: who qualifies and how to apply",
    description:
      "Remote workers earning from abroad can stay up to two years in Colombia. Check the income threshold, insurance and documents before applying online.",
    category: "Visa",
  },
  {
    id: "example-brazil-vitem-xiv",
    title: "Brazil's VITEM XIV: the digital nomad visa explained",
    description:
      "Brazil lets remote workers employed by foreign companies stay for a year, renewable once. Apply at a consulate with proof of income and insurance.",
    category: "Visa",
  },
  {
    id: "example-medellin-coworking",
    title: "Working from Medellín: coworking spaces in El Poblado and Laureles",
    description:
      "Day passes, monthly desks and fast fiber: what to expect from coworking in Medellín, and which neighborhoods suit a remote work routine.",
    category: "Workspace",
  },
  {
    id: "example-uruguay-tax-residency",
    title: "Moving to Uruguay: tax residency and the holiday on foreign income",
    description:
      "New tax residents in Uruguay can opt for years of relief on foreign-source income. Understand the residency tests before you count on it.",
    category: "Finance",
  },
  {
    id: "example-buenos-aires-neighborhoods",
    title: "Buenos Aires for nomads: Palermo, Recoleta or San Telmo?",
    description:
      "Cafés, parks and late dinners: a guide to choosing a neighborhood in Buenos Aires for a month or a season, from quiet streets to nightlife.",
    category: "Lifestyle",
  },
  {
    id: "example-apostille-documents",
    title: "Apostille your documents before applying for residency",
    description:
      "Most South American countries ask for apostilled criminal records and certificates. Get them from your home country early: it can take weeks.",
    category: "Legal",
  },
  {
    id: "example-internet-speeds",
    title: "Internet speeds across South America: check before you move",
    description:
      "Fixed broadband is fast in Chile, Brazil and Uruguay's cities, slower in the mountains. Compare mobile and fiber speeds for your next base.",
    category: "Tech",
  },
  {
    id: "example-altitude-health",
    title: "Altitude, vaccines and insurance: staying healthy in Cusco and La Paz",
    description:
      "Take two easy days at altitude, check which vaccines are advised for the Andes and the Amazon, and keep health insurance that covers you abroad.",
    category: "Health",
  },
  {
    id: "example-learn-spanish",
    title: "Learning Spanish as a nomad: classes, exchanges and the DELE exam",
    description:
      "Group classes in Sucre, Cusco or Medellín cost little, and an official DELE certificate can help with residency and work later on.",
    category: "Education",
  },
];

export function newsExamples(): NewsExample[] {
  return examples.map((example) => ({
    ...example,
    description: cleanDescription(example.description, newsLimits.descriptionMaxChars),
  }));
}

export function sampleNewsResult(now: number = Date.now()): NewsSnapshot {
  return { items: newsExamples(), source: "sample", fetchedAt: new Date(now).toISOString() };
}
