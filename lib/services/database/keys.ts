import { z } from "zod";
import { optionalString, optionalUrl, positiveInteger } from "../../env/fields";

/** PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite under PGLITE_DIR ("memory": a throw-away one). */
export const databaseKeys = z.object({
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: positiveInteger.default(10),
  PGLITE_DIR: optionalString,
});
