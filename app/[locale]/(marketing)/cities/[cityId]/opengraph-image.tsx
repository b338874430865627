import { cities, getCity } from "@/lib/cities";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Latitud city guide";

export function generateStaticParams() {
  return cities.map((city) => ({ cityId: city.id }));
}

/** A generated social card per city. */
export default async function Image({ params }: { params: Promise<{ cityId: string }> }) {
  const city = getCity((await params).cityId);
  if (!city)
    return ogCard({
      eyebrow: "Latitud",
      title: "City guides",
      subtitle: "Work remotely from South America's best cities",
    });
  return ogCard({
    eyebrow: `${city.country} · city guide for remote workers`,
    title: city.name,
    subtitle: city.description.length > 110 ? `${city.description.slice(0, 107)}...` : city.description,
    facts: [`Internet ${city.internetSpeed}`, city.costOfLiving, `${city.coworkingSpaces}+ coworkings`],
  });
}
