import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/lib/env";

/**
 * What the build left for the Content-Security-Policy (.next/csp-static.json, written after
 * `next build` by scripts/lib/csp-manifest.mjs): the inline-script hashes of each prerendered page
 * (the 404 and the error page among them), the app's route patterns, and for each page route with
 * prerendered params (generateStaticParams) the document its unknown params get.
 */
type Manifest = {
  pages: Record<string, string[]>;
  notFound: string[];
  routes: RegExp[];
  prerendered: { pattern: RegExp; notFound: string | null }[];
};
type RawManifest = {
  pages: Record<string, string[]>;
  routes: string[];
  prerendered?: { regex: string; notFound: string | null }[];
};

/**
 * - static: a prerendered page, the same bytes for everyone: its hashes;
 * - notFoundParam: an unknown param of a page route with prerendered params (/cities/nowhere): served
 *   the route's prerendered 404 document (`path`), never rendered and cached with one visitor's nonce;
 * - dynamic: rendered per request (a nonce);
 * - unknown: no route matches: Next.js's prerendered 404.
 */
export type PageKind =
  | { kind: "static"; hashes: string[] }
  | { kind: "notFoundParam"; path: string; hashes: string[] }
  | { kind: "dynamic" }
  | { kind: "unknown"; hashes: string[] };

let manifest: Manifest | null | undefined;

function load(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file = join(/* turbopackIgnore: true */ process.cwd(), env().NEXT_DIST_DIR, "csp-static.json");
  if (!existsSync(file)) {
    console.warn(
      "[csp] csp-static.json is missing from the build: build with `npm run build` (or `npm start`)",
    );
    manifest = null;
    return manifest;
  }
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawManifest;
  manifest = {
    pages: raw.pages,
    notFound: raw.pages["/_not-found"] ?? [],
    routes: raw.routes.map((r) => new RegExp(r)),
    prerendered: (raw.prerendered ?? []).map((r) => ({ pattern: new RegExp(r.regex), notFound: r.notFound })),
  };
  return manifest;
}

export function pageKind(pathname: string): PageKind {
  const m = load();
  if (!m) return { kind: "dynamic" };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const hashes = m.pages[path];
  if (hashes) return { kind: "static", hashes };
  const prerendered = m.prerendered.find((route) => route.pattern.test(path));
  if (prerendered?.notFound)
    return { kind: "notFoundParam", path: prerendered.notFound, hashes: m.pages[prerendered.notFound] ?? [] };
  if (prerendered) return { kind: "unknown", hashes: m.notFound };
  if (m.routes.some((route) => route.test(path))) return { kind: "dynamic" };
  return { kind: "unknown", hashes: m.notFound };
}

/**
 * The inline scripts of the prerendered documents Next.js may send for any path, where the proxy
 * does not run (the 404 page for /missing.txt, the error page).
 */
export function fallbackDocumentHashes(): string[] {
  const m = load();
  if (!m) return [];
  return [...new Set([...m.notFound, ...(m.pages["/_global-error"] ?? [])])];
}
