import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { closeDatabase } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
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

// Jest runs afterAll hooks in the order they were declared, so this one runs before a test file's
// own: sandbox webhooks still on their way are delivered (to the file's still-open route server)
// before the database they write to is dropped. Flushing after the drop made the receiver answer
// 500, and the sandbox's retries (1 + 2 + 4 + 8 + 16 s) outlasted the hook's 30 s timeout.
afterAll(async () => {
  await flushWebhookDeliveries();
  await flushOutbox();
  await closeDatabase();
  await drop?.();
});
