import { z } from "zod";
import { optionalString } from "../../env/fields";

/** Uploaded files live under STORAGE_DIR (default $DATA_DIR/uploads). */
export const storageKeys = z.object({
  STORAGE_DIR: optionalString,
});
