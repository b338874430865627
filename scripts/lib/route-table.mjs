// What the production server (scripts/server.mjs) needs to know of each route before Next.js sees a
// request: whether the path is a page or a route handler, and which HTTP methods a route handler
// exports. Next.js answers a method a route does not export with a bare 405 (no body, no Allow) and
// crashes on TRACE; the server answers both itself from this table.
//
// The routes and their patterns are Next.js's (routes-manifest.json). What its manifests lack, the
// methods of each route handler, is written after `next build` to <dist>/route-table.json:
// { "/api/health": ["GET", "HEAD", "OPTIONS"], "/robots.txt": ["GET", "HEAD"], … }
// The route handlers are the build's (app-path-routes-manifest.json); their methods are read from
// their source files (tests/unit/route-table.test.ts checks the reading against every module's
// real exports). Metadata routes (robots.txt, sitemap.xml, icons, Open Graph images) answer GET and HEAD.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The methods Next.js route handlers can export. */
export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

/** What pages answer: GET and HEAD, and POST for server actions. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * The HTTP methods a route handler's source exports (`export const GET`,
 * `export async function POST`, `export { handler as GET }`).
 */
export function exportedMethods(source) {
  const names = new Set();
  for (const match of source.matchAll(
    /export\s+(?:async\s+)?(?:function\s*\*?|const|let|var)\s*([A-Za-z_$][\w$]*)/g,
  ))
    names.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(","))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      );
  }
  return HTTP_METHODS.filter((method) => names.has(method));
}

/**
 * What Next.js serves for a route exporting `methods`: HEAD comes with GET, OPTIONS always (its own
 * Allow answer).
 */
export function servedMethods(methods) {
  const served = new Set([...methods, "OPTIONS"]);
  if (served.has("GET")) served.add("HEAD");
  // Sorted as Next.js sorts its own Allow header (its answer to OPTIONS).
  return [...served].sort();
}

const sourceExtensions = [".ts", ".tsx", ".js", ".mjs"];

/** The route handler's source file for an app path like "/api/health/route", or null (a metadata route). */
function routeSource(root, appPath) {
  for (const extension of sourceExtensions) {
    const file = join(root, "app", `${appPath}${extension}`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The methods each route handler serves, by its page ("/api/health"). */
export function buildRouteTable(root, dist) {
  const appPaths = JSON.parse(readFileSync(join(dist, "app-path-routes-manifest.json"), "utf8"));
  const methods = {};
  for (const [appPath, page] of Object.entries(appPaths)) {
    if (!appPath.endsWith("/route")) continue;
    const source = routeSource(root, appPath);
    // Metadata routes answer GET and HEAD only (Next.js fails on OPTIONS for some of them).
    methods[page] = source ? servedMethods(exportedMethods(readFileSync(source, "utf8"))) : ["GET", "HEAD"];
  }
  return methods;
}

export function writeRouteTable(root, dist = join(root, process.env.NEXT_DIST_DIR || ".next")) {
  const methods = buildRouteTable(root, dist);
  writeFileSync(join(dist, "route-table.json"), JSON.stringify(methods));
  return Object.keys(methods).length;
}

const routesManifest = (dist) => JSON.parse(readFileSync(join(dist, "routes-manifest.json"), "utf8"));

/**
 * The headers next.config.ts gives every response (the security headers), as the build recorded
 * them: `configuredHeaders(dist)(path)` is the list of `{ key, value }` for a path.
 */
export function configuredHeaders(dist) {
  const rules = (routesManifest(dist).headers ?? []).map((rule) => ({
    pattern: new RegExp(rule.regex),
    headers: rule.headers,
  }));
  return (path) => rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
}

/**
 * The table as the server uses it: `find(pathname)` gives the route a path belongs to (a page, or a
 * route handler with its `methods`), or null when nothing matches (Next.js's 404).
 */
export function loadRouteTable(dist) {
  const file = join(dist, "route-table.json");
  if (!existsSync(file)) return null;
  const methods = JSON.parse(readFileSync(file, "utf8"));
  const route = (page) =>
    methods[page] ? { page, kind: "route", methods: methods[page] } : { page, kind: "page" };
  const { staticRoutes, dynamicRoutes } = routesManifest(dist);
  // Every request passes here, most for a fixed path or none (scripts, styles): one lookup for those,
  // a pattern test only per dynamic route. A fixed route's pattern also takes one trailing slash.
  const fixed = new Map(staticRoutes.map(({ page }) => [page, route(page)]));
  const dynamic = dynamicRoutes.map(({ page, regex }) => ({ ...route(page), pattern: new RegExp(regex) }));
  // Only the API's own handlers serve /api/… (the pages' /[locale] never takes "api": it is no language).
  const api = dynamic.filter((entry) => entry.page.startsWith("/api/"));
  return {
    find(pathname) {
      const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      const candidates = path.startsWith("/api/") ? api : dynamic;
      return fixed.get(path) ?? candidates.find((entry) => entry.pattern.test(pathname)) ?? null;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeRouteTable(process.cwd());
  console.log(`Route table written for ${count} route handlers.`);
}
