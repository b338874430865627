import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import LocaleNotFound from "@/app/[locale]/not-found";
import { SiteDocument } from "@/components/layout/site-document";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found · Latitud", robots: { index: false } };

/**
 * The 404 of paths outside every language (a file that does not exist, such as /missing.txt): the
 * English 404 page in the site's shell.
 */
export default function RootNotFound() {
  setRequestLocale("en");
  return (
    <SiteDocument locale="en">
      <LocaleNotFound />
    </SiteDocument>
  );
}
