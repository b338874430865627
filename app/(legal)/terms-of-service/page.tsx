import { LegalPage, legalMetadata } from "@/components/content/legal-page";

export const metadata = legalMetadata("terms-of-service");

export default function Page() {
  return <LegalPage slug="terms-of-service" />;
}
