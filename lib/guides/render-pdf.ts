import PDFDocument from "pdfkit";
import { loadGuide } from "@/lib/guides/load-data";
import { pdfBuffer } from "@/lib/guides/pdf-buffer";
import { GuideLayout, pageMargins } from "@/lib/guides/pdf-layout";
import { countryArgs, cover, sections } from "@/lib/guides/pdf-sections";
import { defaultLocale, localeTags, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { factWriter } from "@/lib/visa/facts/figures";
import { nomadProgram } from "@/lib/visa/facts/overview";

export type RenderGuideOptions = {
  /** Deflate page streams (default). Tests turn it off to read the text back. */
  compress?: boolean;
};

/** The PDF's declared language: the English guides are written in British English. */
const pdfLanguages: Record<Locale, string> = { ...localeTags, en: "en-GB" };

/**
 * Renders the free country guide for a guide id as an A4 PDF in `locale`: its text from the guide's
 * translation, every label, heading and footer from the `guides` messages. Rejects for an unknown id.
 */
export async function renderGuidePdf(
  id: string,
  locale: Locale = defaultLocale,
  options: RenderGuideOptions = {},
): Promise<Buffer> {
  const data = loadGuide(id, locale);
  const t = await translator(locale, "guides");
  const w = await factWriter(locale);
  const { country } = data;
  const title = t("pdf.title", countryArgs(data));

  const doc = new PDFDocument({
    size: "A4",
    margins: pageMargins,
    // Pages stay in memory until the end so the footer can say "Page n of N".
    bufferPages: true,
    compress: options.compress ?? true,
    lang: pdfLanguages[locale],
    displayTitle: true,
    info: {
      Title: title,
      Author: "Latitud",
      Subject: t("pdf.subject", countryArgs(data)),
      Keywords: [country.name, t("pdf.keywords"), nomadProgram(country.id)?.officialName, "Latitud"]
        .filter(Boolean)
        .join(", "),
      Creator: "Latitud",
    },
  });
  const output = pdfBuffer(doc);

  const layout = new GuideLayout(doc);
  cover(layout, data, t, w);
  for (const section of sections) section(layout, data, t, w);
  layout.finish(title, t("pdf.disclaimer"), (page, count) => t("pdf.pageOf", { page, count }));
  doc.end();
  return output;
}
