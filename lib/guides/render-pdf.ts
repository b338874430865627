import PDFDocument from "pdfkit";
import { loadGuideData } from "@/lib/guides/load-data";
import { GuideLayout, pageMargins } from "@/lib/guides/pdf-layout";
import { cover, sections } from "@/lib/guides/pdf-sections";

export const GUIDE_DISCLAIMER =
  "Visa rules change: check the official sources before you travel. General information, not legal advice.";

export type RenderGuideOptions = {
  /** Deflate page streams (default). Tests turn it off to read the text back. */
  compress?: boolean;
};

/** Renders the free country guide for a guide id as an A4 PDF; rejects for an unknown id. */
export async function renderGuidePdf(id: string, options: RenderGuideOptions = {}): Promise<Buffer> {
  const data = loadGuideData(id);
  const { country, visa } = data;
  const title = `${country.name} Guide for Digital Nomads`;

  const doc = new PDFDocument({
    size: "A4",
    margins: pageMargins,
    // Pages stay in memory until the end so the footer can say "Page n of N".
    bufferPages: true,
    compress: options.compress ?? true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: title,
      Author: "Latitud",
      Subject: `Visas, entry rules, cost of living, internet, safety and top cities in ${country.name} for remote workers`,
      Keywords: [
        country.name,
        "digital nomad",
        "remote work",
        "visa",
        visa.nomadVisa?.name,
        "cost of living",
        "Latitud",
      ]
        .filter(Boolean)
        .join(", "),
      Creator: "Latitud",
    },
  });
  const output = collect(doc);

  const layout = new GuideLayout(doc);
  cover(layout, data);
  for (const section of sections) section(layout, data);
  layout.finish(title, GUIDE_DISCLAIMER);
  doc.end();
  return output;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
