// After `next build`: the SHA-256 of every inline script of every prerendered page (the 404 and the
// error page too: "/_not-found", "/_global-error"), so those pages can carry a strict
// Content-Security-Policy without nonces (a nonce would force them to render per request), plus the
// app's route patterns, so the guard can tell a page rendered per request from an unknown path
// (served the prerendered 404). Written to .next/csp-static.json:
// { pages: { "/en/cities": ["sha256-…"], "/_not-found": ["sha256-…"] }, files: ["/guides/peru.pdf", …],
//   routes: [{ regex: "^/([^/]+?)/cities/([^/]+?)(?:/)?$", prerendered: true,
//              notFound: ["/en/cities/not-found", "/es/cities/not-found", "/pt/cities/not-found"] }, …] }
//
// A route is `prerendered` when it has generateStaticParams. Next.js renders their other params
// on demand and caches the render, nonce included, for every later visitor, whose policy carries
// another nonce: the page's scripts would be blocked. So each such route must prerender its own 404
// document (a param its page answers with notFound(), which the proxy serves for unknown params) or
// refuse unknown params (`dynamicParams = false`: Next.js's prerendered 404); the build fails otherwise.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const executable = (attributes) =>
  !/\bsrc\s*=/.test(attributes) && !/\btype\s*=\s*"application\/(ld\+)?json"/.test(attributes);

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (executable(match[1]))
      hashes.add(`sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}`);
  }
  return [...hashes];
}

function htmlFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, out);
    else if (entry.name.endsWith(".html")) out.push(full);
  }
  return out;
}

export function writeCspManifest(root, dist = join(root, process.env.NEXT_DIST_DIR || ".next")) {
  const appDir = join(dist, "server", "app");
  const pages = {};
  for (const file of htmlFiles(appDir)) {
    const name = relative(appDir, file)
      .split(sep)
      .join("/")
      .replace(/\.html$/, "");
    if (name.split("/").some((part) => part.startsWith("("))) continue;
    pages[name === "index" ? "/" : `/${name}`] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  if (!pages["/_not-found"]) throw new Error(`No prerendered 404 page (_not-found.html) in ${appDir}`);
  const prerender = JSON.parse(readFileSync(join(dist, "prerender-manifest.json"), "utf8"));
  // Files the build made (guide PDFs, robots.txt, …): served as they are, in no language.
  const files = Object.keys(prerender.routes).filter((path) => !prerender.routes[path].dataRoute);
  writeFileSync(join(dist, "csp-static.json"), JSON.stringify({ pages, files, routes: pageRoutes(dist) }));
  return Object.keys(pages).length;
}

/**
 * The page routes in the order Next.js matches them (static ones, then dynamic ones from the most
 * specific to the catch-alls), each marked when its params are prerendered, with its prerendered
 * 404 documents (see the top of this file).
 */
function pageRoutes(dist) {
  const routesManifest = JSON.parse(readFileSync(join(dist, "routes-manifest.json"), "utf8"));
  const prerender = JSON.parse(readFileSync(join(dist, "prerender-manifest.json"), "utf8"));
  // A prerendered page's status is in the .meta file beside its HTML.
  const status = (path) => {
    const meta = join(dist, "server", "app", `${path}.meta`);
    return existsSync(meta) ? JSON.parse(readFileSync(meta, "utf8")).status : undefined;
  };
  const notFoundOf = (route) =>
    Object.keys(prerender.routes).filter(
      (path) => prerender.routes[path].srcRoute === route && status(path) === 404,
    );
  return [...routesManifest.staticRoutes, ...routesManifest.dynamicRoutes]
    .filter((r) => !r.page.startsWith("/api/") && !r.page.startsWith("/_"))
    .map(({ page, regex }) => {
      const entry = prerender.dynamicRoutes[page];
      if (!entry) return { regex, prerendered: false, notFound: [] };
      // A route handler with prerendered params (the guides) serves its files; any other param is
      // a 404, the language's.
      if (!entry.dataRoute) return { regex, prerendered: entry.fallback === false, notFound: [] };
      const notFound = notFoundOf(page);
      if (notFound.length === 0 && entry.fallback !== false) {
        throw new Error(
          `${page} renders params it did not prerender on demand, and Next.js would cache each render with its visitor's nonce. ` +
            "Prerender its 404 document (a param its page answers with notFound() in generateStaticParams) or set `export const dynamicParams = false`.",
        );
      }
      return { regex, prerendered: true, notFound };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeCspManifest(process.cwd());
  console.log(`CSP hashes written for ${count} prerendered pages.`);
}
