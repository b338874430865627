import { getLocale, getTranslations } from "next-intl/server";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { latestDrift } from "@/lib/billing/reconciliation/report";
import { formatShortDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

/** One line on the dashboard when the newest reconciliation found drift; nothing otherwise. */
export async function DriftNotice() {
  const [drift, t, locale] = await Promise.all([
    latestDrift(),
    getTranslations("billingOps"),
    getLocale() as Promise<Locale>,
  ]);
  if (!drift) return null;
  return (
    <Alert variant="warning">
      <AlertDescription>
        {t("dashboardNotice", {
          count: drift.count,
          when: formatShortDate(drift.finishedAt, locale, "dateTime"),
        })}{" "}
        <Link href="/admin?tab=payments#reconciliation" className="font-semibold underline">
          {t("dashboardNoticeLink")}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
