import { format } from "date-fns";
import { Link } from "@/lib/i18n/navigation";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { CurrentPlan } from "@/lib/billing/subscriptions";

const day = (d: Date) => format(d, "MMMM d, yyyy");

/**
 * Above the plans, for a member who has one: which plan, and how to change it. One paid plan at a
 * time; switching directly (with the price difference prorated) is not offered yet, so it says how.
 */
export function CurrentPlanNotice({ plan }: { plan: CurrentPlan }) {
  const profile = (
    <Link href="/profile?tab=subscription" className="font-medium underline underline-offset-2">
      your profile
    </Link>
  );
  const [title, body] = {
    active: [
      `You're on the ${plan.planName} plan`,
      <>
        It renews on {day(plan.until)}. To switch plans, cancel it from {profile} (you keep premium access
        until then), then choose the new plan here.
      </>,
    ],
    past_due: [
      `Your ${plan.planName} plan needs attention`,
      <>Its last renewal failed. Cancel it from {profile}, then choose a plan and pay with another card.</>,
    ],
    pending: [
      `Your ${plan.planName} payment is being processed`,
      <>This takes a moment. Your plan will show in {profile} once the card provider confirms it.</>,
    ],
    canceled: [
      `Your ${plan.planName} plan is cancelled`,
      <>
        You keep premium access until {day(plan.until)}. Changed your mind? Resume it from {profile} before
        then, or choose another plan here.
      </>,
    ],
  }[plan.status];
  return (
    <Alert variant={plan.status === "past_due" ? "warning" : "info"} className="mx-auto mb-8 max-w-3xl">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{body}</AlertDescription>
    </Alert>
  );
}
