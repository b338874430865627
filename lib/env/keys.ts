import { z } from "zod";
import { optionalString, optionalUrl, port } from "./fields";

/** Where and how this instance runs. Next.js sets NODE_ENV and NEXT_PHASE itself. */
export const runtimeKeys = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  NEXT_PHASE: optionalString,
  NEXT_DIST_DIR: z.string().default(".next"),
  PORT: port.default(3000),
  SITE_URL: optionalUrl,
  SITE_INTERNAL_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
});
