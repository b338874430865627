import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { EmailConfirmedNotice } from "@/components/auth/email-confirmed-notice";
import { Hero } from "@/components/home/hero";
import { HomeSection } from "@/components/home/section";
import { VisaServicesBanner } from "@/components/home/visa-services-banner";
import { ClientMessages } from "@/components/i18n/client-messages";
import { HydrationBoundary } from "@/components/layout/hydration-boundary";
import { NewsFeed } from "@/components/news/news-feed";
import { VisaChatSection } from "@/components/visa-chat/visa-chat-section";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { site } from "@/lib/config/site";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "layout.site" });
  return {
    title: { absolute: `${site.name}: ${t("tagline")}` },
    description: t("description"),
    alternates: pageAlternates("/", locale),
  };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "home" });
  return (
    <>
      <Suspense>
        <EmailConfirmedNotice />
      </Suspense>
      <Hero />
      <HydrationBoundary>
        <HomeSection
          id="visa-chat"
          eyebrow={t("visaChat.eyebrow")}
          title={t("visaChat.title")}
          lead={t("visaChat.lead")}
        >
          <VisaChatSection />
        </HomeSection>
      </HydrationBoundary>
      {/* Outside the boundary: the feed's messages are handed down before it, never streamed after. */}
      <ClientMessages namespaces={["home"]}>
        <HydrationBoundary>
          <HomeSection
            id="community-highlights"
            eyebrow={t("news.eyebrow")}
            title={t("news.title")}
            lead={t("news.lead")}
            className="render-when-near pt-0"
          >
            <NewsFeed />
          </HomeSection>
        </HydrationBoundary>
      </ClientMessages>
      <HydrationBoundary>
        <VisaServicesBanner />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeSection
          id="stay-updated"
          title={t("stayUpdated.title")}
          lead={t("stayUpdated.lead")}
          className="render-when-near text-center [&>div]:justify-center [&>div>div]:justify-items-center"
        >
          <NewsletterForm className="mx-auto w-full max-w-md" />
        </HomeSection>
      </HydrationBoundary>
    </>
  );
}
