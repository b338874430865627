import type { Metadata } from "next";
import { Suspense } from "react";
import { EmailConfirmedNotice } from "@/components/auth/email-confirmed-notice";
import { Hero } from "@/components/home/hero";
import { HomeSection } from "@/components/home/section";
import { VisaServicesBanner } from "@/components/home/visa-services-banner";
import { HydrationBoundary } from "@/components/layout/hydration-boundary";
import { NewsFeed } from "@/components/news/news-feed";
import { VisaChatSection } from "@/components/visa-chat/visa-chat-section";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { site } from "@/lib/config/site";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: { absolute: `${site.name}: ${site.tagline}` },
  description: site.description,
  alternates: { canonical: "/" },
};

export default async function HomePage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <>
      <Suspense>
        <EmailConfirmedNotice />
      </Suspense>
      <Hero />
      <HydrationBoundary>
        <HomeSection
          id="visa-chat"
          eyebrow="Visa consultation"
          title="Ask the visa team"
          lead="Straight answers about nomad visas, tourist stays, extensions and taxes in 11 Latin American countries, with links to the official sources."
        >
          <VisaChatSection />
        </HomeSection>
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection
          id="community-highlights"
          eyebrow="Community Highlights"
          title="Latest Updates"
          lead="News for nomads in South America: visas, coworking, money and life on the road."
          className="render-when-near pt-0"
        >
          <NewsFeed />
        </HomeSection>
      </HydrationBoundary>
      <HydrationBoundary>
        <VisaServicesBanner />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection
          id="stay-updated"
          title="Stay Updated"
          lead="New guides, visa rule changes and community events, about twice a month."
          className="render-when-near text-center [&>div]:justify-center [&>div>div]:justify-items-center"
        >
          <NewsletterForm className="mx-auto w-full max-w-md" />
        </HomeSection>
      </HydrationBoundary>
    </>
  );
}
