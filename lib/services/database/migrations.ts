import "server-only";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/**
 * Migrations through Prisma's WebAssembly schema engine, driven by a driver adapter. Prisma's CLI
 * would download a native engine at first use, which machines without internet cannot do. The
 * files and the `_prisma_migrations` table are Prisma's standard ones, so `prisma migrate deploy`
 * works on them too where the native engine is available.
 */

type WasmRuntime = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
type Engine = Awaited<ReturnType<WasmRuntime["SchemaEngine"]["new"]>>;

const MIGRATIONS_DIR = () => resolve(/* turbopackIgnore: true */ process.cwd(), "prisma/migrations");
const SCHEMA_DIR = () => resolve(/* turbopackIgnore: true */ process.cwd(), "prisma/schema");
const filters = { externalTables: [], externalEnums: [] };

let runtime: Promise<WasmRuntime> | undefined;

/** The schema: every `.prisma` file of prisma/schema, one per domain, in name order. */
async function readSchemaFiles(dir: string): Promise<Array<{ path: string; content: string }>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".prisma")).sort();
  return Promise.all(
    names.map(async (name) => ({ path: join(dir, name), content: await readFile(join(dir, name), "utf8") })),
  );
}

function loadRuntime(): Promise<WasmRuntime> {
  runtime ??= (async () => {
    const bg: WasmRuntime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    // Resolve from the app root at run time: bundlers rewrite `require.resolve` into module ids.
    const requireFromRoot = createRequire(join(/* turbopackIgnore: true */ process.cwd(), "package.json"));
    const wasmPath = join(
      dirname(requireFromRoot.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
      "schema_engine_bg.wasm",
    );
    const instance = new WebAssembly.Instance(new WebAssembly.Module(await readFile(wasmPath)), {
      "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return runtime;
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  fn: (engine: Engine) => Promise<T>,
): Promise<T> {
  const bg = await loadRuntime();
  const engine = await bg.SchemaEngine.new(
    { datamodels: undefined } as never,
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}

async function readMigrations(dir: string) {
  const names = existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lock = join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lock) ? await readFile(lock, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await readFile(join(dir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  };
}

/** Applies pending migrations (like `prisma migrate deploy`); returns the names applied now. */
export async function applyMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  dir = MIGRATIONS_DIR(),
): Promise<string[]> {
  const migrationsList = await readMigrations(dir);
  return withEngine(factory, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList, filters } as never);
    return (result as { appliedMigrationNames: string[] }).appliedMigrationNames;
  });
}

/**
 * The SQL that would bring the migrations up to the schema (prisma/schema), or null when they match.
 * Replays the migrations into a throw-away in-memory PGlite (the shadow database) and diffs.
 */
export async function pendingSchemaChanges(
  dir = MIGRATIONS_DIR(),
  schemaDir = SCHEMA_DIR(),
): Promise<string | null> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const { pgliteExtensions } = await import("./pglite-extensions");
  const shadow = await PGlite.create({ extensions: pgliteExtensions });
  const files = await readSchemaFiles(schemaDir);
  const migrationsList = await readMigrations(dir);
  try {
    return await withEngine(new PrismaPGlite(shadow), async (engine) => {
      if (migrationsList.migrationDirectories.length)
        await engine.applyMigrations({ migrationsList, filters } as never);
      const diff = (await engine.diff({
        from: { tag: "schemaDatasource", files, configDir: schemaDir },
        to: { tag: "schemaDatamodel", files },
        script: true,
        exitCode: true,
        filters,
      } as never)) as { exitCode: number; stdout: string };
      return diff.exitCode === 0 ? null : diff.stdout;
    });
  } finally {
    await shadow.close();
  }
}

/** Like `prisma migrate dev --create-only`: writes prisma/migrations/<timestamp>_<name>/migration.sql. */
export async function createMigration(name: string, dir = MIGRATIONS_DIR()): Promise<string | null> {
  const sql = await pendingSchemaChanges(dir);
  if (!sql) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const out = join(dir, `${stamp}_${name.replace(/\W+/g, "_").toLowerCase()}`);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, "migration.sql"), sql);
  const lock = join(dir, "migration_lock.toml");
  if (!existsSync(lock)) {
    await writeFile(
      lock,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return out;
}
