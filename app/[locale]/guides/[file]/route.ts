import { guideFiles, guideResponse } from "@/lib/guides/guide-response";
import { isLocale } from "@/lib/i18n/locales";

/** The country guides in Spanish and Portuguese: /es/guides/{id}.pdf, /pt/guides/{id}.pdf. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; file: string }[] {
  return ["es", "pt"].flatMap((locale) => guideFiles().map(({ file }) => ({ locale, file })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  const { locale, file } = await params;
  return guideResponse(file, isLocale(locale) && locale !== "en" ? locale : "en");
}
