/**
 * Database commands, the same in development, CI and production (see README):
 *   migrate          apply pending migrations (DATABASE_URL, else the embedded database)
 *   create <name>    write a migration for the changes in prisma/schema
 *   check            fail when prisma/schema and the migrations drift
 *   seed             security and quota defaults; demo accounts outside production
 *   setting <name> <value>
 *                    change one security setting of auth_security_config (there is no screen for them)
 */
import { securityConfigDefaults } from "@/lib/config/security";
import { adminEmails, appEnv } from "@/lib/env";
import { closeDatabase, databaseDriver, db } from "@/lib/services/database";
import { applyMigrations, createMigration, pendingSchemaChanges } from "@/lib/services/database/migrations";
import { seedDatabase } from "@/prisma/seed";

async function main(command: string | undefined, arg: string | undefined, value?: string): Promise<number> {
  switch (command) {
    case "migrate": {
      const applied = await applyMigrations(databaseDriver().adapter);
      console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
      return 0;
    }
    case "create": {
      if (!arg) {
        console.error("usage: npm run db:migration:create -- <name>");
        return 2;
      }
      const dir = await createMigration(arg);
      console.log(dir ? `Created ${dir}` : "No schema changes: nothing to create.");
      return 0;
    }
    case "check": {
      const sql = await pendingSchemaChanges();
      if (!sql) {
        console.log("prisma/schema and prisma/migrations agree.");
        return 0;
      }
      console.error(
        "prisma/schema has changes that no migration contains. Run `npm run db:migration:create -- <name>`:\n",
      );
      console.error(sql);
      return 1;
    }
    case "seed": {
      const demo = appEnv() !== "production";
      await seedDatabase(db, { demo, adminEmails: adminEmails() });
      console.log(`Seeded configuration${demo ? " and demo accounts" : ""}.`);
      return 0;
    }
    case "setting": {
      if (!arg || !(arg in securityConfigDefaults) || !value?.trim()) {
        console.error(
          `usage: tsx scripts/db.ts setting <name> <value>; names: ${Object.keys(securityConfigDefaults).join(", ")}`,
        );
        return 2;
      }
      await db.authSecurityConfig.upsert({
        where: { settingName: arg },
        create: { settingName: arg, settingValue: value.trim() },
        update: { settingValue: value.trim() },
      });
      console.log(`Set ${arg} to ${value.trim()}.`);
      return 0;
    }
    default:
      console.error(
        "usage: tsx scripts/db.ts migrate | create <name> | check | seed | setting <name> <value>",
      );
      return 2;
  }
}

main(process.argv[2], process.argv[3], process.argv[4])
  .then(async (code) => {
    await closeDatabase();
    // The wasm schema engine keeps the event loop alive for a while after use.
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
