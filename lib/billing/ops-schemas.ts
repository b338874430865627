import { z } from "zod";

/** The webhook log's outcome filter: "received" is an event not applied yet (outcome null). */
export const EVENT_OUTCOMES = [
  "received",
  "applied",
  "failed",
  "stale",
  "ignored",
  "unknown_subscription",
] as const;
export type EventOutcomeFilter = (typeof EVENT_OUTCOMES)[number];

export const replayEventSchema = z.object({ eventId: z.string().trim().min(1).max(200) });
export const runReconciliationSchema = z.object({});
