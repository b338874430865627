import { LegalPage, legalMetadata } from "@/components/content/legal-page";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata = legalMetadata("safety-information");

export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  return <LegalPage slug="safety-information" />;
}
