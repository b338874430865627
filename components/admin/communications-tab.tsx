import { Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { listNewsletterSubscribers, listWaitlist } from "@/lib/admin/communications";
import { formatShortDate } from "@/lib/i18n/format";
import { AdminTable } from "./admin-table";
import { Pager } from "./pager";
import { AdminSection } from "./section";

export async function CommunicationsTab({
  query,
  page,
  waitlistPage,
}: {
  query: string;
  page: number;
  waitlistPage: number;
}) {
  const [subscribers, waitlist, t, locale] = await Promise.all([
    listNewsletterSubscribers({ query, page }),
    listWaitlist({ page: waitlistPage }),
    getTranslations("admin.communications"),
    getLocale(),
  ]);
  return (
    <div className="grid gap-10">
      <AdminSection
        title={t("subscribers.title")}
        description={t("subscribers.count", { count: subscribers.active })}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/newsletter/export" download>
              <Download aria-hidden /> {t("subscribers.export")}
            </a>
          </Button>
        }
      >
        <form className="flex gap-2" role="search" aria-label={t("subscribers.search")}>
          <input type="hidden" name="tab" value="communications" />
          <label htmlFor="subscriber-search" className="sr-only">
            {t("subscribers.search")}
          </label>
          <input
            id="subscriber-search"
            name="q"
            defaultValue={query}
            placeholder={t("subscribers.searchPlaceholder")}
            className="h-10 flex-1 rounded-lg border border-input bg-white px-3 text-sm"
          />
          <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">
            {t("subscribers.searchButton")}
          </button>
        </form>
        <AdminTable
          caption={t("subscribers.title")}
          columns={[
            t("subscribers.columns.email"),
            t("subscribers.columns.subscribed"),
            t("subscribers.columns.state"),
          ]}
        >
          <tbody>
            {subscribers.rows.map((s) => (
              <tr key={s.id} className="border-t">
                <td className="px-3 py-2">{s.email}</td>
                <td className="px-3 py-2">{s.confirmedAt ? formatShortDate(s.confirmedAt, locale) : null}</td>
                <td className="px-3 py-2">
                  {s.unsubscribedAt ? (
                    <Badge variant="muted">{t("subscribers.unsubscribed")}</Badge>
                  ) : (
                    <Badge variant="success">{t("subscribers.subscribed")}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <Pager
          page={subscribers.page}
          total={subscribers.total}
          params={{ tab: "communications", q: query }}
          label={t("subscribers.title")}
        />
      </AdminSection>
      <AdminSection title={t("waitlist.title")} description={t("waitlist.count", { count: waitlist.total })}>
        <ul className="divide-y rounded-xl border bg-white text-sm">
          {waitlist.rows.length === 0 ? (
            <li className="p-3 text-muted-foreground">{t("waitlist.empty")}</li>
          ) : null}
          {waitlist.rows.map((entry) => (
            <li key={entry.id} className="flex justify-between gap-3 p-3">
              <span>{entry.email}</span>
              <span className="text-muted-foreground">{formatShortDate(entry.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      </AdminSection>
    </div>
  );
}
