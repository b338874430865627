import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/lib/env";

/**
 * What the build left for the Content-Security-Policy (.next/csp-static.json, written after
 * `next build` by scripts/lib/csp-manifest.mjs): the inline-script hashes of each prerendered page
 * (the 404 and the error page among them), and the app's page routes in Next.js's matching order,
 * each with whether its params are prerendered and its prerendered 404 documents.
 */
type Route = { pattern: RegExp; prerendered: boolean; notFound: string[] };
type Manifest = { pages: Record<string, string[]>; notFound: string[]; files: Set<string>; routes: Route[] };
type RawManifest = {
  pages: Record<string, string[]>;
  files?: string[];
  routes: { regex: string; prerendered: boolean; notFound: string[] }[];
};

/**
 * - static: a prerendered page, the same bytes for everyone: its hashes;
 * - notFoundParam: a path no page answers, in a language (/es/cities/nowhere, /es/nowhere): served
 *   the prerendered 404 document (`path`) of that language, the route's own (/es/cities/not-found)
 *   or the language's (/es/not-found), never rendered and cached with one visitor's nonce;
 * - dynamic: rendered per request (a nonce);
 * - unknown: a path outside every language: Next.js's prerendered 404.
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
    files: new Set(raw.files ?? []),
    routes: raw.routes.map((r) => ({
      pattern: new RegExp(r.regex),
      prerendered: r.prerendered,
      notFound: r.notFound,
    })),
  };
  return manifest;
}

/** Whether `pathname` is a file the build made (a guide's PDF, robots.txt): served as it is. */
export function isBuiltFile(pathname: string): boolean {
  return load()?.files.has(pathname) ?? false;
}

/** `pathname` is the app's path, language first ("/es/cities"; the proxy adds "/en" to English paths). */
export function pageKind(pathname: string): PageKind {
  const m = load();
  if (!m) return { kind: "dynamic" };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const hashes = m.pages[path];
  if (hashes) return { kind: "static", hashes };
  const route = m.routes.find((candidate) => candidate.pattern.test(path));
  if (route && !route.prerendered) return { kind: "dynamic" };
  const language = path.split("/")[1] ?? "";
  const notFound =
    route?.notFound.find((document) => document.split("/")[1] === language) ??
    (m.pages[`/${language}/not-found`] ? `/${language}/not-found` : undefined);
  if (notFound) return { kind: "notFoundParam", path: notFound, hashes: m.pages[notFound] ?? [] };
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
