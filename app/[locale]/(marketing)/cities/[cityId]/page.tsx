import { ArrowLeft, Columns3, MessageCircleQuestion, Users } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CityViewTracker } from "@/components/cities/city-view-tracker";
import { GalleryCarousel } from "@/components/cities/gallery-carousel";
import { NomadInfoPanel } from "@/components/cities/nomad-info-panel";
import { BudgetSection } from "@/components/cities/numbers/budget-section";
import { ClimateSection } from "@/components/cities/numbers/climate-section";
import { GuideButton } from "@/components/guides/guide-button";
import { CityMeetupsSection } from "@/components/meetups/city-meetups-section";
import { ClientMessages } from "@/components/i18n/client-messages";
import { IntentLink } from "@/components/layout/intent-link";
import { CityPresence } from "@/components/presence/city-presence";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";
import { cities, getCity } from "@/lib/cities";
import { guideRefFor } from "@/lib/cities/cards";
import { compareHref } from "@/lib/cities/compare";
import { countrySlug } from "@/lib/cities/country-names";
import { cityNumbers } from "@/lib/cities/numbers/records";
import { siteUrl } from "@/lib/config/url";
import { localizedPath } from "@/lib/i18n/locales";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";
import { openGraphLocales, pageAlternates } from "@/lib/seo/alternates";
import { factWriter } from "@/lib/visa/facts/figures";
import { cityVisa } from "@/lib/visa/facts/lines";
import { countryFacts } from "@/lib/visa/facts/query";

type Params = Promise<{ locale: string; cityId: string }>;

/**
 * The eight city pages are built ahead (static), and so is 'City Not Found' (a 404) under an id no
 * city has: the proxy serves that document for every unknown id (lib/security/static-pages.ts).
 */
export function generateStaticParams() {
  return [...cities.map((city) => ({ cityId: city.id })), { cityId: "not-found" }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const city = getCity((await params).cityId, locale);
  if (!city) {
    const t = await getTranslations({ locale, namespace: "errors.pages.cityNotFound" });
    return { title: t("title"), robots: { index: false } };
  }
  const t = await getTranslations({ locale, namespace: "cities.city.meta" });
  const title = t("title", { city: city.name, country: city.country });
  const path = `/cities/${city.id}`;
  return {
    title,
    description: city.description,
    alternates: pageAlternates(path, locale),
    openGraph: {
      title,
      description: city.description,
      type: "article",
      url: localizedPath(path, locale),
      ...openGraphLocales(locale),
    },
    twitter: { card: "summary_large_image", title, description: city.description },
  };
}

export default async function CityPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { cityId } = await params;
  const city = getCity(cityId, locale);
  const english = getCity(cityId);
  if (!city || !english) notFound();
  const t = await getTranslations({ locale, namespace: "cities.city" });
  const compareWords = await getTranslations({ locale, namespace: "cities.compare" });
  const guide = guideRefFor(city.country, locale);
  const numbers = cityNumbers.get(city.id);
  // The city's visa lines come from its country's fact records ("Costa Rica" → "costa-rica").
  const countryId = countrySlug(english.country);
  const visaWords = await getTranslations({ locale, namespace: "visa.page" });
  const visa = countryFacts(countryId)
    ? { countryId, ...cityVisa(countryId, await factWriter(locale), (key, values) => visaWords(key, values)) }
    : undefined;

  return (
    <ClientMessages namespaces={["cities.city", "cities.gallery", "cities.guideDialog"]}>
      <article>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Place",
            name: `${city.name}, ${city.country}`,
            description: city.description,
            url: `${siteUrl()}${localizedPath(`/cities/${city.id}`, locale)}`,
            image: `${siteUrl()}${city.image.src}`,
            geo: { "@type": "GeoCoordinates", latitude: city.latitude, longitude: city.longitude },
            address: { "@type": "PostalAddress", addressLocality: city.name, addressCountry: city.country },
          }}
        />
        {/* The interest tag names the country in English whatever the page's language. */}
        <CityViewTracker tagCountry={english.country} country={city.country} />
        <header className="relative isolate overflow-hidden">
          <StaticImage
            src={city.image.src}
            alt={city.image.alt}
            fill
            preload
            fetchPriority="high"
            loading="eager"
            sizes="100vw"
            className="-z-10 object-cover"
          />
          <div
            className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/45 to-slate-950/10"
            aria-hidden
          />
          <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-6 pb-10 text-white sm:px-6 sm:pb-14">
            <IntentLink
              href="/cities"
              className="flex w-fit items-center gap-1 rounded-md py-2 text-sm font-medium text-white/90 hover:text-white"
            >
              <ArrowLeft className="size-4" aria-hidden /> {t("back")}
            </IntentLink>
            <div className="mt-16 grid gap-2 sm:mt-28">
              <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{city.country}</p>
              <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{city.name}</h1>
              <p className="max-w-2xl text-lg text-white/90">{city.description}</p>
            </div>
          </div>
        </header>

        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
          {/* The panel comes first in the document as on a phone's screen: a browser may paint a page
              before it has read all of it, and a panel placed above content read before it would push
              that content down (layout shift). Wide screens put it in the right column. */}
          <aside className="grid content-start gap-4 lg:col-start-2 lg:row-start-1">
            <NomadInfoPanel city={city} numbers={numbers} visa={visa} />
            <div className="grid gap-2">
              <GuideButton guide={guide} label={t("downloadGuide")} variant="primary" />
              <Button asChild variant="outline">
                <IntentLink href="/?focus=chat#visa-chat">
                  <MessageCircleQuestion aria-hidden /> {t("visaOptions")}
                </IntentLink>
              </Button>
              <Button asChild variant="ghost" wrap>
                <IntentLink href={compareHref([city.id])}>
                  <Columns3 aria-hidden /> {compareWords("compareWith", { city: city.name })}
                </IntentLink>
              </Button>
              <Button asChild variant="ghost" wrap>
                <IntentLink href={`/groups#${city.id}`}>
                  <Users aria-hidden /> {t("groups", { city: city.name })}
                </IntentLink>
              </Button>
            </div>
          </aside>
          <div className="grid min-w-0 gap-10 lg:col-start-1 lg:row-start-1">
            <section aria-labelledby="about-heading" className="grid gap-4">
              <h2 id="about-heading" className="text-2xl font-bold tracking-tight">
                {t("about", { city: city.name })}
              </h2>
              <ul className="flex flex-wrap gap-2" aria-label={t("features")}>
                {city.features.map((feature) => (
                  <li key={feature}>
                    <Badge>{feature}</Badge>
                  </li>
                ))}
              </ul>
              <div className="grid gap-4 leading-relaxed text-slate-700">
                {city.longDescription.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </section>

            {numbers ? <BudgetSection numbers={numbers} city={english} /> : null}

            {city.images.length ? (
              <GalleryCarousel images={city.images} label={t("gallery", { city: city.name })} />
            ) : null}

            <section
              aria-labelledby="neighborhoods-heading"
              className="render-when-near grid gap-4 [contain-intrinsic-block-size:auto_480px]"
            >
              <h2 id="neighborhoods-heading" className="text-2xl font-bold tracking-tight">
                {t("neighborhoods")}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {city.neighborhoods.map((n) => (
                  <li key={n.name} className="rounded-xl border bg-white p-4">
                    <h3 className="font-semibold">{n.name}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{n.description}</p>
                  </li>
                ))}
              </ul>
            </section>

            {numbers ? <ClimateSection numbers={numbers} /> : null}

            <CityMeetupsSection city={city} />
            <CityPresence cityId={city.id} cityName={city.name} />
          </div>
        </div>
      </article>
    </ClientMessages>
  );
}
