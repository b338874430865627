import { LegalPage, legalMetadata } from "@/components/content/legal-page";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams) {
  return legalMetadata("terms-of-service", await metadataLocale(params));
}

export default async function Page({ params }: LocaleParams) {
  return <LegalPage slug="terms-of-service" locale={await pageLocale(params)} />;
}
