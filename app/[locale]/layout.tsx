import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/site-document";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { locales } from "@/lib/i18n/locales";
import { openGraphLocales } from "@/lib/seo/alternates";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import "../globals.css";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// /xx is not a language: the prerendered 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "layout.site" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name}: ${t("tagline")}`, template: `%s · ${site.name}` },
    description: t("description"),
    applicationName: site.name,
    openGraph: {
      type: "website",
      siteName: site.name,
      ...openGraphLocales(locale),
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return <SiteDocument locale={await pageLocale(params)}>{children}</SiteDocument>;
}
