import { getGuide, guides } from "@/lib/guides/guides";
import { renderGuidePdf } from "@/lib/guides/render-pdf";

/**
 * The free country guides as PDFs at /guides/{id}.pdf. The content only changes with a deploy, so
 * all 9 are generated at build time and served as static files. Any other file name gets the
 * friendly 404 page.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return guides.filter((guide) => guide.available).map((guide) => ({ file: `${guide.countryId}.pdf` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^([a-z-]+)\.pdf$/.exec(file);
  const guide = match?.[1] ? getGuide(match[1]) : undefined;
  if (!guide?.available) {
    return new Response("Guide not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }

  const pdf = await renderGuidePdf(guide.countryId);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="latitud-${guide.countryId}-guide.pdf"`,
      "content-length": String(pdf.length),
      "cache-control": "public, max-age=86400",
    },
  });
}
