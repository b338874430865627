import { z } from "zod";
import { optionalUrl, trimmedString } from "../../env/fields";

/** An OpenAI-compatible API when OPENAI_API_KEY is set; otherwise the built-in answerer. */
export const assistantKeys = z.object({
  OPENAI_API_KEY: trimmedString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
});
