import { getGuide, guideFileName, guides } from "@/lib/guides/guides";
import { renderGuidePdf } from "@/lib/guides/render-pdf";
import { localeTags, type Locale } from "@/lib/i18n/locales";

/** The guide files a language serves: "peru.pdf", … (prerendered at build time). */
export function guideFiles(): { file: string }[] {
  return guides.filter((guide) => guide.available).map((guide) => ({ file: `${guide.countryId}.pdf` }));
}

/** A guide's PDF in `locale`, or a plain 404 for a file that is not a guide. */
export async function guideResponse(file: string, locale: Locale): Promise<Response> {
  const match = /^([a-z-]+)\.pdf$/.exec(file);
  const guide = match?.[1] ? getGuide(match[1], locale) : undefined;
  if (!guide?.available) {
    return new Response("Guide not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await renderGuidePdf(guide.countryId, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-language": localeTags[locale],
      "content-disposition": `inline; filename="${guideFileName(guide.countryId, locale)}"`,
      "content-length": String(pdf.length),
      "cache-control": "public, max-age=86400",
    },
  });
}
