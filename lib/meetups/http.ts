import "server-only";
import { AppError } from "@/lib/errors";
import { meetupIdSchema } from "./schemas";

export type MeetupContext = { params: Promise<{ id: string }> };

/** The meetup id of a route's path: 404 when it cannot be one. */
export async function meetupIdOf({ params }: MeetupContext): Promise<string> {
  const parsed = meetupIdSchema.safeParse((await params).id);
  if (!parsed.success) throw new AppError("not_found", "Meetup not found");
  return parsed.data;
}

export const noStore = { "cache-control": "no-store" };
