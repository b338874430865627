import type { MetadataRoute } from "next";
import { cities } from "@/lib/cities";
import { siteUrl } from "@/lib/config/url";
import { guidesIn } from "@/lib/guides/guides";
import { locales, localizedPath } from "@/lib/i18n/locales";
import { legalPages } from "@/lib/legal/pages";
import { pageAlternates } from "@/lib/seo/alternates";

/** Every public page, city and guide, in each language, each entry with its other languages. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const page = (
    path: string,
    priority: number,
    changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"] = "weekly",
  ) =>
    locales.map((locale) => ({
      url: `${base}${localizedPath(path, locale)}`,
      priority,
      changeFrequency,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(pageAlternates(path, locale).languages ?? {}).map(([lang, href]) => [
            lang,
            `${base}${href as string}`,
          ]),
        ),
      },
    }));
  return [
    ...page("/", 1, "daily"),
    ...page("/cities", 0.9),
    ...page("/cities/compare", 0.6),
    ...cities.flatMap((city) => page(`/cities/${city.id}`, 0.8)),
    ...page("/visa", 0.8),
    ...page("/visa/eligibility", 0.7),
    ...page("/visa/stays", 0.7),
    ...page("/groups", 0.7),
    ...page("/subscription", 0.7),
    ...page("/services", 0.5, "monthly"),
    ...page("/coming-soon", 0.4, "monthly"),
    ...locales.flatMap((locale) =>
      guidesIn(locale)
        .filter((g) => g.available)
        .map((g) => ({ url: `${base}${g.fileUrl}`, priority: 0.6, changeFrequency: "monthly" as const })),
    ),
    ...Object.keys(legalPages).flatMap((slug) => page(`/${slug}`, 0.3, "yearly")),
  ];
}
