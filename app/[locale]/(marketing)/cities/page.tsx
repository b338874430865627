import type { Metadata } from "next";
import { CityCard } from "@/components/cities/city-card";
import { CityExplorer } from "@/components/cities/city-explorer";
import { JoinCommunityButton } from "@/components/cities/join-community-button";
import { PageHeader } from "@/components/layout/page-header";
import { cities } from "@/lib/cities";
import { toCityCard } from "@/lib/cities/cards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Nomad cities in South America",
  description:
    "Compare Medellín, Buenos Aires, São Paulo, Rio, Lima, Quito, Santiago and Montevideo for remote work: internet speeds, cost of living, coworking, weather and safety.",
  alternates: { canonical: "/cities" },
};

/**
 * Static page: the full list is in the HTML (search engines, no-JS visitors); the explorer filters
 * it in the browser and keeps the query in the URL.
 */
export default async function CitiesPage({ params }: LocaleParams) {
  await pageLocale(params);
  const entries = cities.map((city, index) => ({
    id: city.id,
    name: city.name,
    country: city.country,
    description: city.description,
    features: city.features,
    card: <CityCard city={toCityCard(city)} priority={index === 0} />,
  }));
  return (
    <>
      <PageHeader
        eyebrow="Cities"
        title="Find Your Ideal Nomad City"
        lead="Eight cities where remote workers thrive, with honest numbers for internet, cost of living, coworking, weather and safety."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <CityExplorer cities={entries} />
        <section
          className="mt-16 grid justify-items-center gap-4 rounded-2xl bg-primary-soft px-6 py-10 text-center"
          aria-labelledby="join-heading"
        >
          <h2 id="join-heading" className="text-2xl font-bold tracking-tight">
            Moving soon? Get the visa help too
          </h2>
          <p className="max-w-xl text-muted-foreground">
            Members get unlimited visa consultations, premium visa services and the community chat with nomads
            in every city.
          </p>
          <JoinCommunityButton />
        </section>
      </div>
    </>
  );
}
