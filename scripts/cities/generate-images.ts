/**
 * Draws the city illustrations (flat vector art built as SVG) and renders them to WebP with sharp.
 *
 *   npx tsx scripts/cities/generate-images.ts            all images
 *   npx tsx scripts/cities/generate-images.ts rio lima   only images whose id contains one of the words
 *
 * Output: public/images/cities/{city-id}/hero.webp (1600x900) and gallery-N.webp (1200x800).
 * The first eight cities' scenes are in scenes-heroes.ts and scenes-gallery.ts; every later city
 * has its own module, scripts/cities/scenes/<city-id>.ts, whose default export is its artworks.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { Svg, hashSeed, type Artwork } from "./art";
import { heroes } from "./scenes-heroes";
import { galleries } from "./scenes-gallery";

const OUT_DIR = path.join(process.cwd(), "public", "images", "cities");
const QUALITY = 78;
const SCENES_DIR = path.join(process.cwd(), "scripts", "cities", "scenes");

/** The artworks of every city that has its own scene module. */
async function cityScenes(): Promise<Artwork[]> {
  const files = (await readdir(SCENES_DIR)).filter((file) => file.endsWith(".ts")).sort();
  const modules = await Promise.all(
    files.map((file) => import(path.join(SCENES_DIR, file)) as Promise<{ default: Artwork[] }>),
  );
  return modules.flatMap((module) => module.default);
}

async function render(art: Artwork): Promise<number> {
  const s = new Svg(art.width, art.height, hashSeed(`${art.city}/${art.file}`));
  art.draw(s);
  const svg = s.toString();
  const dir = path.join(OUT_DIR, art.city);
  await mkdir(dir, { recursive: true });
  const out = path.join(dir, `${art.file}.webp`);
  const buffer = await sharp(Buffer.from(svg), { density: 72 })
    .resize(art.width, art.height)
    .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
    .toBuffer();
  await writeFile(out, buffer);
  if (process.env.SAVE_SVG) await writeFile(path.join(dir, `${art.file}.svg`), svg);
  return buffer.length;
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const all: Artwork[] = [...heroes, ...galleries, ...(await cityScenes())];
  const selected = filters.length
    ? all.filter((a) => filters.some((w) => `${a.city}/${a.file}`.includes(w)))
    : all;
  let total = 0;
  for (const art of selected) {
    const bytes = await render(art);
    total += bytes;
    const kb = (bytes / 1024).toFixed(1);
    console.log(
      `${bytes > 150 * 1024 ? "!!" : "ok"} ${art.city}/${art.file}.webp ${art.width}x${art.height} ${kb} KB`,
    );
  }
  console.log(`${selected.length} images, ${(total / 1024).toFixed(0)} KB in total`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
