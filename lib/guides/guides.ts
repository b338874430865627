import { defaultLocale, localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * The free country guides: one PDF per country and language (renderGuidePdf), at /guides/{id}.pdf in
 * English and under /es and /pt in Spanish and Portuguese (guideHref), generated at build time from
 * content/countries and content/visa. Kept free of data imports so client components can list the
 * guides cheaply.
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
  /** Public URL of the PDF in the list's language, e.g. "/guides/colombia.pdf", "/es/guides/colombia.pdf". */
  fileUrl: string;
  available: boolean;
};

/** Each guide's country name in each language (the same names as the guides' own records). */
const countryNames: Record<GuideId, Record<Locale, string>> = {
  brazil: { en: "Brazil", es: "Brasil", pt: "Brasil" },
  colombia: { en: "Colombia", es: "Colombia", pt: "Colômbia" },
  argentina: { en: "Argentina", es: "Argentina", pt: "Argentina" },
  chile: { en: "Chile", es: "Chile", pt: "Chile" },
  peru: { en: "Peru", es: "Perú", pt: "Peru" },
  ecuador: { en: "Ecuador", es: "Ecuador", pt: "Equador" },
  bolivia: { en: "Bolivia", es: "Bolivia", pt: "Bolívia" },
  paraguay: { en: "Paraguay", es: "Paraguay", pt: "Paraguai" },
  uruguay: { en: "Uruguay", es: "Uruguay", pt: "Uruguai" },
};

/** The URL of a guide's PDF in `locale`: "/guides/peru.pdf", "/es/guides/peru.pdf". */
export function guideHref(id: GuideId, locale: Locale = defaultLocale): string {
  return localizedPath(`/guides/${id}.pdf`, locale);
}

/** The name a downloaded guide is saved under: "latitud-peru-guide.pdf", "latitud-peru-guide-es.pdf". */
export function guideFileName(id: GuideId, locale: Locale = defaultLocale): string {
  return locale === defaultLocale ? `latitud-${id}-guide.pdf` : `latitud-${id}-guide-${locale}.pdf`;
}

function list(locale: Locale): Guide[] {
  return guideIds.map((countryId) => ({
    countryId,
    countryName: countryNames[countryId][locale],
    fileUrl: guideHref(countryId, locale),
    available: true,
  }));
}

const lists: Record<Locale, Guide[]> = { en: list("en"), es: list("es"), pt: list("pt") };

/** The guides as a page in `locale` lists them: names in that language, links to its PDFs. */
export function guidesIn(locale: Locale): Guide[] {
  return lists[locale];
}

/** The guides in English. */
export const guides: Guide[] = lists.en;

export function isGuideId(value: string): value is GuideId {
  return (guideIds as readonly string[]).includes(value);
}

export function getGuide(countryId: string, locale: Locale = defaultLocale): Guide | undefined {
  return lists[locale].find((guide) => guide.countryId === countryId);
}

/** "Medellín, Colombia" → "colombia", "Brazil" → "brazil": the last comma-separated part, lower-cased. */
export function guideIdForCountry(countryText: string): string {
  return (countryText.split(",").at(-1) ?? "").trim().toLowerCase();
}
