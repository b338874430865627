// Shared steps of `npm start` and `npm test`. Plain Node (no dependencies): it runs before `npm ci`.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeCspManifest } from "./csp-manifest.mjs";
import { writeRouteTable } from "./route-table.mjs";
import { precompressStatic } from "./static-brotli.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = (name) => join(root, "node_modules", ".bin", name);

export function log(message) {
  console.log(`\x1b[36m[latitud]\x1b[0m ${message}`);
}

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

export const localBin = bin;

/**
 * Runs a TypeScript script with tsx under the react-server condition, as Next.js runs server code:
 * modules marked `import "server-only"` (the database, services) load instead of throwing.
 */
export const tsx = (script, ...args) => [bin("tsx"), ["--conditions=react-server", script, ...args]];

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const installed = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log("Installing dependencies (npm ci)...");
  await runOrExit("npm", ["ci", "--no-audit", "--no-fund"], {
    env: { ...process.env, NODE_ENV: "development" },
  });
}

/** The Prisma client is generated code (not committed): regenerate when the schema changed. */
export async function ensurePrismaClient() {
  const generated = join(root, "lib", "services", "database", "generated", "client.ts");
  const schemaDir = join(root, "prisma", "schema");
  const schemaChanged = Math.max(
    ...readdirSync(schemaDir).map((name) => statSync(join(schemaDir, name)).mtimeMs),
  );
  if (existsSync(generated) && statSync(generated).mtimeMs >= schemaChanged) return;
  log("Generating the Prisma client...");
  await runOrExit(bin("prisma"), ["generate"]);
}

/** next-auth refuses to run without a secret: create one per checkout and keep it under .data/. */
export function ensureAuthSecret(env) {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = join(root, env.DATA_DIR ?? ".data", "nextauth-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
    log(`Created a local NEXTAUTH_SECRET in ${relative(root, file)}`);
  }
  return readFileSync(file, "utf8").trim();
}

// What a production build depends on: sources, assets, config, and the variables baked in at build time.
// The steps after `next build` write part of the build too (csp-static.json, route-table.json, .br files).
const buildInputs = [
  "app",
  "components",
  "lib",
  "content",
  "public",
  "prisma/schema",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "scripts/lib/csp-manifest.mjs",
  "scripts/lib/route-table.mjs",
  "scripts/lib/static-brotli.mjs",
];
const buildEnv = ["SITE_URL"];

function listFiles(path, out = []) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === "generated" || entry.name.startsWith(".")) continue;
    listFiles(join(path, entry.name), out);
  }
  return out;
}

export function buildHash(env = process.env) {
  const hash = createHash("sha256");
  for (const file of buildInputs.flatMap((input) => listFiles(input)).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  }
  for (const name of buildEnv) hash.update(`${name}=${env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/**
 * Where `next build` writes: `.next`, or NEXT_DIST_DIR (a folder inside the project) so parallel
 * runs (a benchmark beside the test suite) never replace the build another server is reading.
 */
export function distDir(env = process.env) {
  return env.NEXT_DIST_DIR || ".next";
}

/** Builds the app when there is no build or the sources changed since the last one. */
export async function ensureBuild(env = process.env) {
  const dist = join(root, distDir(env));
  const stamp = join(dist, "latitud-build-hash");
  const current = buildHash(env);
  if (existsSync(join(dist, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
    log("Build is up to date.");
    return;
  }
  log("Building the app (next build)...");
  const started = Date.now();
  await runOrExit(bin("next"), ["build"], { env: { ...env, NEXT_TELEMETRY_DISABLED: "1" } });
  writeCspManifest(root, dist);
  writeRouteTable(root, dist);
  await precompressStatic(dist);
  writeFileSync(stamp, current);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 9)) {
    console.error(`Latitud needs Node.js 20.9 or newer; this is ${process.version}.`);
    process.exit(1);
  }
}
