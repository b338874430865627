import { LegalPage, legalMetadata } from "@/components/content/legal-page";

export const metadata = legalMetadata("safety-information");

export default function Page() {
  return <LegalPage slug="safety-information" />;
}
