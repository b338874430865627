import "server-only";
import { community } from "@/lib/config/community";
import { env } from "@/lib/env";

/** Open reports by different members that hide a message until reviewed. */
export const reportHideThreshold = (): number =>
  env().COMMUNITY_REPORT_HIDE_THRESHOLD ?? community.reportHideThreshold;
