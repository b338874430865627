import { z } from "zod";
import { positiveInteger } from "../env/fields";

/** A feed's URL replaced, or "off" to switch it off. */
const feed = z
  .string()
  .trim()
  .refine((v) => v.toLowerCase() === "off" || URL.canParse(v), "must be a URL or off")
  .optional();

export const newsKeys = z.object({
  NEWS_FEED_REDDIT_URL: feed,
  NEWS_FEED_GOOGLE_NEWS_URL: feed,
  NEWS_FEED_MEDIUM_URL: feed,
  NEWS_FEED_NOMADIST_URL: feed,
  NEWS_FEED_TIMEOUT_MS: positiveInteger.optional(),
});
