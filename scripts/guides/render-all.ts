/**
 * Writes the 27 country guide PDFs (9 guides in English, Spanish and Portuguese) to a folder, one
 * subfolder per language, to review them outside the app:
 *
 *   npx tsx scripts/guides/render-all.ts /tmp/guides   →   /tmp/guides/{en,es,pt}/{id}.pdf
 *
 * The app itself serves them from its guide routes (pre-rendered at build time).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { guideIds } from "@/lib/guides/guides";
import { renderGuidePdf } from "@/lib/guides/render-pdf";
import { locales } from "@/lib/i18n/locales";

async function main() {
  const outDir = path.resolve(process.argv[2] ?? "guides-out");
  for (const locale of locales) {
    await mkdir(path.join(outDir, locale), { recursive: true });
    for (const id of guideIds) {
      const pdf = await renderGuidePdf(id, locale);
      const pages = pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      const file = path.join(outDir, locale, `${id}.pdf`);
      await writeFile(file, pdf);
      console.log(`${file}  ${pages} pages  ${(pdf.length / 1024).toFixed(1)} KB`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
