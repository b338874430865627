import { closeDatabase } from "@/lib/services/database";
import { createFileDatabase } from "./test-database";

// Real databases and HTTP servers take longer than Jest's 5 s default.
jest.setTimeout(30_000);

// Each integration test file runs against its own fresh, migrated database.
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const created = await createFileDatabase();
  Object.assign(process.env, created.env, { APP_ENV: "test" });
  if (!created.env.DATABASE_URL) delete process.env.DATABASE_URL;
  drop = created.drop;
});

afterAll(async () => {
  await closeDatabase();
  await drop?.();
});
