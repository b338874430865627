import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthDialogLoader } from "@/components/auth/auth-dialog-loader";
import { BottomNav } from "@/components/layout/bottom-nav";
import { HydrationBoundary } from "@/components/layout/hydration-boundary";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { Toaster } from "@/components/ui/toast";
import { firstPaintScript } from "@/lib/config/first-paint-script";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { locales, ogLocales } from "@/lib/i18n/locales";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import "../globals.css";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// /xx is not a language: the prerendered 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "common.site" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${site.name}: ${t("tagline")}`, template: `%s · ${site.name}` },
    description: t("description"),
    applicationName: site.name,
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: ogLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocales[other]),
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Organization",
            name: site.name,
            url: siteUrl(),
            logo: `${siteUrl()}/icon.svg`,
            description: t("site.description"),
            email: site.supportEmail,
          }}
        />
      </head>
      <body className="flex min-h-dvh flex-col pb-16 md:pb-0">
        <ClientMessages namespaces={["auth"]}>
          <Providers>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
            >
              {t("skipToContent")}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 pt-[var(--top-offset)] focus:outline-none">
              {children}
            </main>
            <HydrationBoundary>
              <SiteFooter />
            </HydrationBoundary>
            <BottomNav />
            <AuthDialogLoader />
            <ScrollToTop />
            <Toaster />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
