import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { subscriptionRequiredHref } from "@/components/billing/subscription-required-notice";
import { IntentLink } from "@/components/layout/intent-link";
import { Button } from "@/components/ui/button";

/**
 * 'Join the Community': to the plans, which then show the 'Subscription Required' toast. A plain
 * link, so it works before hydration.
 */
export function JoinCommunityButton() {
  const t = useTranslations("cities.list.join");
  return (
    <Button asChild size="lg" variant="accent">
      <IntentLink href={subscriptionRequiredHref}>
        <Users aria-hidden /> {t("cta")}
      </IntentLink>
    </Button>
  );
}
