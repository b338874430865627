import { z } from "zod";
import { positiveInteger } from "../env/fields";

/** Reports to moderators: how many members' reports hide a message (unset: lib/config/community.ts). */
export const moderationKeys = z.object({
  COMMUNITY_REPORT_HIDE_THRESHOLD: positiveInteger.max(1000).optional(),
});
