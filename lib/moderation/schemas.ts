import { z } from "zod";
import { muteMemberSchema } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";

/**
 * Reports to moderators: one zod schema per input, shared by the report dialog, the admin queue and
 * the route handlers. Messages are English texts the server translates (errors.server.moderation);
 * the dialog shows its own words per field (the `moderation` messages).
 */
export const reportReasons = ["spam", "harassment", "off_topic", "scam", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

const messageId = z.uuid({ error: "Invalid message id" });

export const reportMessageSchema = z.object({
  messageId,
  reason: z.enum(reportReasons, { error: "Choose a reason" }),
  /** Optional; blank counts as none. */
  note: z
    .string()
    .trim()
    .max(community.reportNoteMaxLength, "Notes are at most 300 characters")
    .optional()
    .transform((note) => note || undefined),
});
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

/** An admin's decision on a reported message: dismiss its reports, delete it, or mute its author. */
export const reviewReportsSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("dismiss"), messageId }),
    z.object({ action: z.literal("delete"), messageId }),
    z.object({ action: z.literal("mute"), messageId, minutes: muteMemberSchema.shape.minutes }),
  ],
  { error: "Unknown review action" },
);
export type ReviewReportsInput = z.infer<typeof reviewReportsSchema>;
