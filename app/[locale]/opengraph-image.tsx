import { site } from "@/lib/config/site";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = `${site.name}: ${site.tagline}`;

export default function Image() {
  return ogCard({
    eyebrow: "For digital nomads",
    title: "Work remotely from South America's best cities",
    subtitle: "City guides, visa answers, a members' community and immigration lawyers.",
    facts: ["8 cities", "11 countries' visa rules", "9 free guides"],
  });
}
