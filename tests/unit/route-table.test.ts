import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { AVATAR_UPLOAD_MAX_BYTES } from "@/lib/profile/schema";
import { bodyLimits } from "@/scripts/lib/request-gate.mjs";
import { exportedMethods, HTTP_METHODS, servedMethods } from "@/scripts/lib/route-table.mjs";

/*
 * The production server answers methods a route handler does not export itself, from a table the
 * build writes by reading each route file (scripts/lib/route-table.mjs). Here the reading is
 * checked against every route module's real exports, so a new route or a new export style cannot
 * make the server refuse a method the route serves (or let through one it does not).
 */
function routeFiles(dir = "app"): string[] {
  return readdirSync(join(process.cwd(), dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe("the route table", () => {
  const files = routeFiles();

  it("finds the route handlers", () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative("app", file), file]))(
    "reads the methods %s exports",
    async (_, file) => {
      const handlers = (await import(`@/${file}`)) as Record<string, unknown>;
      const exported = HTTP_METHODS.filter((method) => typeof handlers[method] === "function");
      expect(exportedMethods(readFileSync(join(process.cwd(), file), "utf8"))).toEqual(exported);
    },
  );

  it("reads every way of exporting a handler", () => {
    const source = [
      "export const GET = apiRoute(async () => ok);",
      "export async function POST(request) {}",
      "export function PUT() {}",
      "const handler = () => {};",
      "export { handler as DELETE, handler as PATCH };",
      "export const dynamic = 'force-dynamic';",
      "export const revalidate = 60;",
    ].join("\n");
    expect(exportedMethods(source)).toEqual(["GET", "POST", "PUT", "DELETE", "PATCH"]);
  });

  it("serves HEAD with GET and OPTIONS always, as Next.js does", () => {
    expect(servedMethods(["GET"])).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(servedMethods(["POST", "DELETE"])).toEqual(["DELETE", "OPTIONS", "POST"]);
  });
});

describe("the request body limits", () => {
  it("let the avatar upload carry its largest image and the multipart framing", () => {
    expect(bodyLimits.routes["/api/profile/avatar"]).toBeGreaterThanOrEqual(AVATAR_UPLOAD_MAX_BYTES);
  });

  it("are at least what each route handler reads itself", () => {
    for (const file of routeFiles("app/api")) {
      for (const match of readFileSync(join(process.cwd(), file), "utf8").matchAll(
        /maxBytes: ([\d_]+)|readText\(request, ([\d_]+)\)/g,
      )) {
        expect({
          file,
          limit: Number((match[1] ?? match[2])!.replaceAll("_", "")) <= bodyLimits.route,
        }).toEqual({ file, limit: true });
      }
    }
  });
});
