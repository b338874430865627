import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

/**
 * English at today's URLs, Spanish and Portuguese under /es and /pt. A first visit without a
 * chosen language follows Accept-Language; the switcher's choice is remembered for a year in the
 * NEXT_LOCALE cookie and wins over the header from then on.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
  // Pages declare their alternates (hreflang with x-default) in their metadata: lib/seo.
  alternateLinks: false,
});
