// What the production server (scripts/server.mjs) needs to know of each route before Next.js sees a
// request: whether the path is a page or a route handler, and which HTTP methods a route handler
// exports. Next.js answers a method a route does not export with a bare 405 (no body, no Allow) and
// crashes on TRACE; the server answers both itself from this table.
//
// Written after `next build` to <dist>/route-table.json:
// { routes: [{ page: "/api/health", regex: "^/api/health(?:/)?$", kind: "route", methods: ["GET", "HEAD", "OPTIONS"] },
//            { page: "/cities/[cityId]", regex: "…", kind: "page" }, …] }
// The route handlers are the build's (app-path-routes-manifest.json); their methods are read from
// their source files (tests/unit/route-table.test.ts checks the reading against every module's
// real exports). Metadata routes (robots.txt, sitemap.xml, icons, Open Graph images) answer GET and HEAD.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The methods Next.js route handlers can export. */
export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];

/** What pages answer: GET and HEAD, and POST for server actions. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** The HTTP methods a route handler's source exports (`export const GET`, `export async function POST`, `export { handler as GET }`). */
export function exportedMethods(source) {
  const names = new Set();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let|var)\s*([A-Za-z_$][\w$]*)/g)) names.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(",")) names.add(part.trim().split(/\s+as\s+/).pop());
  }
  return HTTP_METHODS.filter((method) => names.has(method));
}

/** What Next.js serves for a route exporting `methods`: HEAD comes with GET, OPTIONS always (its own Allow answer). */
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

export function buildRouteTable(root, dist) {
  const appPaths = JSON.parse(readFileSync(join(dist, "app-path-routes-manifest.json"), "utf8"));
  const handlers = new Map();
  for (const [appPath, page] of Object.entries(appPaths)) {
    if (!appPath.endsWith("/route")) continue;
    const source = routeSource(root, appPath);
    // Metadata routes answer GET and HEAD only (Next.js fails on OPTIONS for some of them).
    handlers.set(page, source ? servedMethods(exportedMethods(readFileSync(source, "utf8"))) : ["GET", "HEAD"]);
  }
  const manifest = JSON.parse(readFileSync(join(dist, "routes-manifest.json"), "utf8"));
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map(({ page, regex }) =>
    handlers.has(page) ? { page, regex, kind: "route", methods: handlers.get(page) } : { page, regex, kind: "page" },
  );
  return { routes };
}

export function writeRouteTable(root, dist = join(root, process.env.NEXT_DIST_DIR || ".next")) {
  const table = buildRouteTable(root, dist);
  writeFileSync(join(dist, "route-table.json"), JSON.stringify(table));
  return table.routes.length;
}

/**
 * The headers next.config.ts gives every response (the security headers), as the build recorded
 * them: `configuredHeaders(dist)(path)` is the list of `{ key, value }` for a path.
 */
export function configuredHeaders(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, "routes-manifest.json"), "utf8"));
  const rules = (manifest.headers ?? []).map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
  return (path) => rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
}

/**
 * The table as the server uses it: `find(pathname)` gives the route a path belongs to (a page or a
 * route handler), or null when nothing matches (Next.js's 404).
 */
export function loadRouteTable(dist) {
  const file = join(dist, "route-table.json");
  if (!existsSync(file)) return null;
  const routes = JSON.parse(readFileSync(file, "utf8")).routes.map((route) => ({ ...route, pattern: new RegExp(route.regex) }));
  return { find: (pathname) => routes.find((route) => route.pattern.test(pathname)) ?? null };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeRouteTable(process.cwd());
  console.log(`Route table written for ${count} routes.`);
}
