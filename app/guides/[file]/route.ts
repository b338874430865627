import { guideFiles, guideResponse } from "@/lib/guides/guide-response";

/**
 * The free country guides as PDFs at /guides/{id}.pdf (English; /es/guides and /pt/guides in the
 * other languages). The content only changes with a deploy, so all are generated at build time and
 * served as static files.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return guideFiles();
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return guideResponse((await params).file, "en");
}
