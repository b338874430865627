import type { MetadataRoute } from "next";
import { cities } from "@/lib/cities";
import { siteUrl } from "@/lib/config/url";
import { guides } from "@/lib/guides/guides";
import { legalPages } from "@/lib/legal/pages";

/** Every public page, city and guide. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const page = (
    path: string,
    priority: number,
    changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"] = "weekly",
  ) => ({ url: `${base}${path}`, priority, changeFrequency });
  return [
    page("/", 1, "daily"),
    page("/cities", 0.9),
    ...cities.map((city) => page(`/cities/${city.id}`, 0.8)),
    page("/visa", 0.8),
    page("/groups", 0.7),
    page("/subscription", 0.7),
    page("/services", 0.5, "monthly"),
    page("/coming-soon", 0.4, "monthly"),
    ...guides.filter((g) => g.available).map((g) => page(g.fileUrl, 0.6, "monthly")),
    ...Object.keys(legalPages).map((slug) => page(`/${slug}`, 0.3, "yearly")),
  ];
}
