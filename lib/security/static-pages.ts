import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What the build left for the Content-Security-Policy (.next/csp-static.json, written after
 * `next build` by scripts/lib/csp-manifest.mjs): the inline-script hashes of each prerendered page,
 * of the prerendered 404, and the app's route patterns.
 */
type Manifest = { pages: Record<string, string[]>; notFound: string[]; routes: RegExp[] };

export type PageKind = { kind: "static"; hashes: string[] } | { kind: "dynamic" } | { kind: "unknown"; hashes: string[] };

let manifest: Manifest | null | undefined;

function load(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file = join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || ".next", "csp-static.json");
  if (!existsSync(file)) {
    console.warn("[csp] csp-static.json is missing from the build: build with `npm run build` (or `npm start`)");
    manifest = null;
    return manifest;
  }
  const raw = JSON.parse(readFileSync(file, "utf8")) as { pages: Record<string, string[]>; notFound: string[]; routes: string[] };
  manifest = { pages: raw.pages, notFound: raw.notFound, routes: raw.routes.map((r) => new RegExp(r)) };
  return manifest;
}

/** A prerendered page (its hashes), a page rendered per request, or a path no route matches (the 404). */
export function pageKind(pathname: string): PageKind {
  const m = load();
  if (!m) return { kind: "dynamic" };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const hashes = m.pages[path];
  if (hashes) return { kind: "static", hashes };
  if (m.routes.some((route) => route.test(path))) return { kind: "dynamic" };
  return { kind: "unknown", hashes: m.notFound };
}
