import { dropTestRun } from "./test-database";

export default async function globalTeardown() {
  await dropTestRun();
}
