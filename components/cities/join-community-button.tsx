import { Users } from "lucide-react";
import { subscriptionRequiredHref } from "@/components/billing/subscription-required-notice";
import { IntentLink } from "@/components/layout/intent-link";
import { Button } from "@/components/ui/button";

/**
 * 'Join the Community': to the plans, which then show the 'Subscription Required' toast. A plain
 * link, so it works before hydration.
 */
export function JoinCommunityButton() {
  return (
    <Button asChild size="lg" variant="accent">
      <IntentLink href={subscriptionRequiredHref}>
        <Users aria-hidden /> Join the Community
      </IntentLink>
    </Button>
  );
}
