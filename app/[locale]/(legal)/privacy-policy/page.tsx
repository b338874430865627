import { LegalPage, legalMetadata } from "@/components/content/legal-page";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams) {
  return legalMetadata("privacy-policy", await metadataLocale(params));
}

export default async function Page({ params }: LocaleParams) {
  return <LegalPage slug="privacy-policy" locale={await pageLocale(params)} />;
}
