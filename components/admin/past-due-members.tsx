import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { billingShortDate } from "@/lib/billing/dates";
import { dunningEmailsPlanned, listPastDue } from "@/lib/billing/dunning/past-due";
import { planName } from "@/lib/billing/plan-text";
import { formatMoney } from "@/lib/i18n/format";
import { AdminTable } from "./admin-table";
import { AdminSection } from "./section";

/** The Payments tab's "Past-due members": renewals that failed, still in their grace period or not. */
export async function PastDueMembers() {
  const [rows, t, locale] = await Promise.all([listPastDue(), getTranslations("dunning.admin"), getLocale()]);
  const planned = dunningEmailsPlanned();
  const now = new Date();
  const plans = await Promise.all(rows.map((row) => planName(row.plan, locale)));
  return (
    <AdminSection title={t("title")} description={t("description")}>
      {rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-5 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <AdminTable
          caption={t("title")}
          columns={[t("member"), t("plan"), t("failedOn"), t("graceEnds"), t("emailsSent"), t("amount")]}
          className="min-w-[720px]"
        >
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id} className="border-t align-top" data-past-due={row.id}>
                <td className="px-3 py-2 break-all">{row.email ?? "—"}</td>
                <td className="px-3 py-2">{plans[i]}</td>
                <td className="px-3 py-2 whitespace-nowrap">{billingShortDate(row.failedOn, locale)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.graceEndsAt > now ? (
                    billingShortDate(row.graceEndsAt, locale)
                  ) : (
                    <Badge variant="destructive">{billingShortDate(row.graceEndsAt, locale)}</Badge>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {t("emailsOf", { sent: row.emailsSent, total: planned })}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {formatMoney(row.amountCents, locale, row.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </AdminSection>
  );
}
