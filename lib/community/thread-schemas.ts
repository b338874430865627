import { z } from "zod";
import { listMessagesQuerySchema } from "./schemas";

/** A thread's id in its address: the parent message's. */
export const threadIdSchema = z.uuid({ error: "Thread not found" });

/** GET a thread: the newest `limit` replies (before `before`, for 'Earlier replies'). */
export const threadQuerySchema = z.object({
  limit: listMessagesQuerySchema.shape.limit,
  before: listMessagesQuerySchema.shape.before,
});
