import { z } from "zod";

/** POST /api/community/reads: the member has seen `room` up to the message numbered `seq`. */
export const markReadSchema = z.object({
  room: z.string().trim().min(1).max(64),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** Per room: the last message number read (null: none yet) and how many messages of others came after. */
export type RoomReadState = { lastReadSeq: number | null; unread: number };
export type RoomReads = Record<string, RoomReadState>;
