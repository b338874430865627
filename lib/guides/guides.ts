/**
 * The free country guides: one PDF per country, served at /guides/{id}.pdf (app/guides/[file]/route.ts)
 * and generated at build time from content/countries and content/visa. Kept free of data imports so
 * client components can list the guides cheaply.
 */
export const guideIds = [
  "brazil",
  "colombia",
  "argentina",
  "chile",
  "peru",
  "ecuador",
  "bolivia",
  "paraguay",
  "uruguay",
] as const;

export type GuideId = (typeof guideIds)[number];

/** A country guide as the guide dialog shows it: no file means 'Coming Soon'. */
export type GuideRef = { countryName: string; fileUrl: string | null };

export type Guide = {
  countryId: GuideId;
  countryName: string;
  /** Public URL of the PDF, e.g. "/guides/colombia.pdf". */
  fileUrl: string;
  available: boolean;
};

const countryNames: Record<GuideId, string> = {
  brazil: "Brazil",
  colombia: "Colombia",
  argentina: "Argentina",
  chile: "Chile",
  peru: "Peru",
  ecuador: "Ecuador",
  bolivia: "Bolivia",
  paraguay: "Paraguay",
  uruguay: "Uruguay",
};

export const guides: Guide[] = guideIds.map((countryId) => ({
  countryId,
  countryName: countryNames[countryId],
  fileUrl: `/guides/${countryId}.pdf`,
  available: true,
}));

export function isGuideId(value: string): value is GuideId {
  return (guideIds as readonly string[]).includes(value);
}

export function getGuide(countryId: string): Guide | undefined {
  return guides.find((guide) => guide.countryId === countryId);
}

/** "Medellín, Colombia" → "colombia", "Brazil" → "brazil": the last comma-separated part, lower-cased. */
export function guideIdForCountry(countryText: string): string {
  return (countryText.split(",").at(-1) ?? "").trim().toLowerCase();
}
