import { newsLimits } from "./config";
import { scoreItem } from "./relevance";
import { cleanDescription } from "./text";
import type { NewsCategory, NewsItem, NewsResult } from "./types";

/**
 * Shown when the live feeds give too little (offline, blocked, all irrelevant). Evergreen topics
 * with links to official or well-known pages; dates are relative to now so the section looks alive.
 */

type Sample = { id: string; title: string; description: string; link: string; category: NewsCategory; hoursAgo: number };

const samples: Sample[] = [
  {
    id: "sample-colombia-nomad-visa",
    title: "Colombia's digital nomad visa: who qualifies and how to apply",
    description: "Remote workers earning from abroad can stay up to two years in Colombia. Check the income threshold, insurance and documents before applying online.",
    link: "https://www.cancilleria.gov.co/",
    category: "Visa",
    hoursAgo: 3,
  },
  {
    id: "sample-brazil-vitem-xiv",
    title: "Brazil's VITEM XIV: the digital nomad visa explained",
    description: "Brazil lets remote workers employed by foreign companies stay for a year, renewable once. Apply at a consulate with proof of income and insurance.",
    link: "https://www.gov.br/mre/pt-br",
    category: "Visa",
    hoursAgo: 9,
  },
  {
    id: "sample-medellin-coworking",
    title: "Working from Medellín: coworking spaces in El Poblado and Laureles",
    description: "Day passes, monthly desks and fast fiber: what to expect from coworking in Medellín, and which neighborhoods suit a remote work routine.",
    link: "https://en.wikivoyage.org/wiki/Medell%C3%ADn",
    category: "Workspace",
    hoursAgo: 20,
  },
  {
    id: "sample-uruguay-tax-residency",
    title: "Moving to Uruguay: tax residency and the holiday on foreign income",
    description: "New tax residents in Uruguay can opt for years of relief on foreign-source income. Understand the residency tests before you count on it.",
    link: "https://www.uruguayxxi.gub.uy/en/",
    category: "Finance",
    hoursAgo: 30,
  },
  {
    id: "sample-buenos-aires-neighborhoods",
    title: "Buenos Aires for nomads: Palermo, Recoleta or San Telmo?",
    description: "Cafés, parks and late dinners: a guide to choosing a neighborhood in Buenos Aires for a month or a season, from quiet streets to nightlife.",
    link: "https://en.wikivoyage.org/wiki/Buenos_Aires",
    category: "Lifestyle",
    hoursAgo: 44,
  },
  {
    id: "sample-apostille-documents",
    title: "Apostille your documents before applying for residency",
    description: "Most South American countries ask for apostilled criminal records and certificates. Get them from your home country early: it can take weeks.",
    link: "https://www.hcch.net/en/instruments/conventions/specialised-sections/apostille",
    category: "Legal",
    hoursAgo: 60,
  },
  {
    id: "sample-internet-speeds",
    title: "Internet speeds across South America: check before you move",
    description: "Fixed broadband is fast in Chile, Brazil and Uruguay's cities, slower in the mountains. Compare mobile and fiber speeds for your next base.",
    link: "https://www.speedtest.net/global-index",
    category: "Tech",
    hoursAgo: 78,
  },
  {
    id: "sample-altitude-health",
    title: "Altitude, vaccines and insurance: staying healthy in Cusco and La Paz",
    description: "Take two easy days at altitude, check which vaccines are advised for the Andes and the Amazon, and keep health insurance that covers you abroad.",
    link: "https://wwwnc.cdc.gov/travel/destinations/traveler/none/peru",
    category: "Health",
    hoursAgo: 100,
  },
  {
    id: "sample-learn-spanish",
    title: "Learning Spanish as a nomad: classes, exchanges and the DELE exam",
    description: "Group classes in Sucre, Cusco or Medellín cost little, and an official DELE certificate can help with residency and work later on.",
    link: "https://examenes.cervantes.es/",
    category: "Education",
    hoursAgo: 130,
  },
];

const hour = 60 * 60_000;

export function sampleNewsItems(now: number = Date.now()): NewsItem[] {
  return samples.map(({ hoursAgo, ...sample }) => ({
    ...sample,
    description: cleanDescription(sample.description, newsLimits.descriptionMaxChars),
    pubDate: new Date(now - hoursAgo * hour).toISOString(),
    source: "Latitud Guides",
    relevanceScore: scoreItem(sample),
  }));
}

export function sampleNewsResult(now: number = Date.now()): NewsResult {
  return { items: sampleNewsItems(now), source: "sample", fetchedAt: new Date(now).toISOString() };
}
