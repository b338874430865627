import path from "node:path";
import { defineConfig } from "prisma/config";

// The Prisma CLI is only used for `prisma generate`, which works offline. Its native schema engine
// (needed by `prisma migrate`) is downloaded from Prisma's CDN on first use, so we point it at a
// script that explains the alternative and fails: migrations run through the WebAssembly engine
// (scripts/db.ts). Never point this at /bin/true: `migrate deploy` would then apply nothing, silently.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(__dirname, "scripts", "no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
