import { addMonths } from "date-fns";

/**
 * When a pause of `months` ends: counted from the paid period's end for an active plan (the member
 * keeps what they paid for), from now for a past-due one (its failed charge is forgiven, access
 * ends now). Shared by the pause dialog and the server, so the date shown is the date kept.
 */
export function pauseResumesAt(
  subscription: { status: string; currentPeriodEnd: Date | string },
  months: number,
  now = new Date(),
): Date {
  const from = subscription.status === "past_due" ? now : new Date(subscription.currentPeriodEnd);
  return addMonths(from, months);
}
