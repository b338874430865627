import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTabs, adminTabs, type AdminTab } from "@/components/admin/admin-tabs";
import { CommunicationsTab } from "@/components/admin/communications-tab";
import { DashboardTab } from "@/components/admin/dashboard-tab";
import { PaymentsTab } from "@/components/admin/payments-tab";
import { ReportsTab } from "@/components/moderation/reports-tab";
import { SubscriptionsTab } from "@/components/admin/subscriptions-tab";
import { UsersTab } from "@/components/admin/users-tab";
import { pageFrom } from "@/lib/admin/pagination";
import { adminAreaAccess } from "@/lib/auth/page-guards";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("title"), robots: { index: false }, alternates: pageAlternates("/admin", locale) };
}

type Search = Promise<SearchParams>;
const text = (value: string | string[] | undefined) => firstValue(value)?.slice(0, 100) ?? "";

/** Admin dashboard: one tab per URL; every list is paginated on the server. */
export default async function AdminPage({ params, searchParams }: LocaleParams & { searchParams: Search }) {
  await pageLocale(params);
  const query = await searchParams;
  const { user, allowed } = await adminAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  const t = await getTranslations("admin");
  const tab = (adminTabs.find((id) => id === text(query.tab)) ?? "dashboard") as AdminTab;
  const page = pageFrom(query.page);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <AdminTabs current={tab} />
      </header>
      {tab === "dashboard" ? <DashboardTab /> : null}
      {tab === "users" ? (
        <UsersTab
          query={text(query.q)}
          pages={{
            users: page,
            applications: pageFrom(query.applicationsPage),
            leads: pageFrom(query.leadsPage),
          }}
          currentUserId={user.id}
        />
      ) : null}
      {tab === "subscriptions" ? <SubscriptionsTab /> : null}
      {tab === "payments" ? <PaymentsTab page={page} query={text(query.q)} search={query} /> : null}
      {tab === "communications" ? (
        <CommunicationsTab query={text(query.q)} page={page} waitlistPage={pageFrom(query.waitlistPage)} />
      ) : null}
      {tab === "reports" ? <ReportsTab page={page} logPage={pageFrom(query.logPage)} /> : null}
    </div>
  );
}
