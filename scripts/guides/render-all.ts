/**
 * Writes the 9 country guide PDFs to a folder, to review them outside the app:
 *
 *   npx tsx scripts/guides/render-all.ts /tmp/guides
 *
 * The app itself serves them from app/guides/[file]/route.ts (pre-rendered at build time).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { guides } from "@/lib/guides/guides";
import { renderGuidePdf } from "@/lib/guides/render-pdf";

async function main() {
  const outDir = path.resolve(process.argv[2] ?? "guides-out");
  await mkdir(outDir, { recursive: true });
  for (const guide of guides) {
    const pdf = await renderGuidePdf(guide.countryId);
    const pages = pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    const file = path.join(outDir, `${guide.countryId}.pdf`);
    await writeFile(file, pdf);
    console.log(`${file}  ${pages} pages  ${(pdf.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
