import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { normalizeEmail } from "@/lib/auth/email";
import { db } from "@/lib/services/database";

export type JoinWaitlistOutcome = "joined" | "already-joined";

/** Adds an email to the premium waitlist; a second sign-up of the same address changes nothing. */
export async function joinWaitlist(email: string): Promise<JoinWaitlistOutcome> {
  try {
    await db.waitlistEntry.create({ data: { email: normalizeEmail(email) } });
    return "joined";
  } catch (error) {
    if (isUniqueViolation(error)) return "already-joined";
    throw error;
  }
}
