import "server-only";
export { db, databaseDriver, closeDatabase, type Database } from "./client";
export * from "./generated/client";
