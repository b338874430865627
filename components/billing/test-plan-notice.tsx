import { AlertTriangle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatMoney } from "@/lib/i18n/format";

/** Shown for plan code 'test': it charges a real $1.00. */
export function TestPlanNotice({ adminOnly, isAdmin }: { adminOnly: boolean; isAdmin: boolean }) {
  const t = useTranslations("billing.testPlan");
  const locale = useLocale();
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        {t("text", { amount: formatMoney(100, locale) })}
        {adminOnly ? ` ${isAdmin ? t("adminOnly") : t("adminOnlyDisabled")}` : null}
      </AlertDescription>
    </Alert>
  );
}
