import { Check, Crown } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlanView } from "@/lib/billing/plans";
import { formatMoney } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";

/** Lawyer premium, bought through the same checkout and card provider as the member plans. */
export function PremiumCard({
  plan,
  premium,
  canBuy,
}: {
  plan: PlanView;
  premium: boolean;
  canBuy: boolean;
}) {
  const t = useTranslations("lawyer.billing.premium");
  const locale = useLocale();
  return (
    <Card className="border-amber-200">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Crown className="size-5 text-amber-600" aria-hidden /> {plan.name}{" "}
          {premium ? <Badge variant="success">{t("active")}</Badge> : null}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>
          <span className="text-3xl font-bold">{formatMoney(plan.priceCents, locale, plan.currency)}</span>{" "}
          <span className="text-muted-foreground">{t(`per.${plan.period}`)}</span>
        </p>
        <ul className="grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-success" aria-hidden /> {feature}
            </li>
          ))}
        </ul>
        {premium ? (
          <Button asChild variant="outline" className="w-fit">
            <Link href="/profile?tab=subscription">{t("manage")}</Link>
          </Button>
        ) : canBuy ? (
          <Button asChild variant="accent" className="w-fit">
            <Link href={`/checkout?plan=${plan.code}`}>{t("goPremium")}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
