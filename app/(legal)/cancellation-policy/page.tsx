import { LegalPage, legalMetadata } from "@/components/content/legal-page";

export const metadata = legalMetadata("cancellation-policy");

export default function Page() {
  return <LegalPage slug="cancellation-policy" />;
}
