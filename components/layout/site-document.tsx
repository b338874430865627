import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthDialogLoader } from "@/components/auth/auth-dialog-loader";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PaymentIssueBanner } from "@/components/billing/payment-issue-banner";
import { BottomNav } from "@/components/layout/bottom-nav";
import { HydrationBoundary } from "@/components/layout/hydration-boundary";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { Toaster } from "@/components/ui/toast";
import { firstPaintScript } from "@/lib/config/first-paint-script";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The document in one language: <html lang>, the head script, the shell (header, footer, bottom bar,
 * the login dialog, toasts) around the page. The language layout renders it, and so does the 404 of
 * paths outside every language.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "layout" });
  return (
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router document of the layouts, not a Pages Router page */}
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
        {/* The header's account controls (Log in, the account menu), the failed-payment banner; the login dialog brings its own. */}
        <ClientMessages namespaces={["auth.header", "dunning.banner"]}>
          <Providers>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
            >
              {t("skipToContent")}
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 pt-[var(--top-offset)] focus:outline-none">
              <PaymentIssueBanner />
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
