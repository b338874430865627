import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { searchUsers } from "@/lib/admin/users";
import { listInvitablePlans } from "@/lib/billing/plans";
import { formatShortDate } from "@/lib/i18n/format";
import { AdminTable } from "./admin-table";
import { ContactSubmissions } from "./contact-submissions";
import { JoinLinkInviteForm } from "./join-link-form";
import { LawyerApplications } from "./lawyer-applications";
import { Pager } from "./pager";
import { AdminSection } from "./section";
import { UserControls } from "./user-controls";

type Pages = { users: number; applications: number; leads: number };

/** Minutes left of a sign-in lock that failed attempts set (at least 1). */
const minutesUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

export async function UsersTab({
  query,
  pages,
  currentUserId,
}: {
  query: string;
  pages: Pages;
  currentUserId: string;
}) {
  const params = {
    tab: "users",
    q: query,
    page: String(pages.users),
    applicationsPage: String(pages.applications),
    leadsPage: String(pages.leads),
  };
  const [users, invitablePlans, t, locale] = await Promise.all([
    searchUsers({ query, page: pages.users }),
    listInvitablePlans(),
    getTranslations("admin.users"),
    getLocale(),
  ]);
  return (
    <div className="grid gap-10">
      <AdminSection title={t("title")} description={t("description")}>
        <form className="flex gap-2" role="search" aria-label={t("search")}>
          <input type="hidden" name="tab" value="users" />
          <label htmlFor="user-search" className="sr-only">
            {t("search")}
          </label>
          <input
            id="user-search"
            name="q"
            defaultValue={query}
            placeholder={t("searchPlaceholder")}
            className="h-10 flex-1 rounded-lg border border-input bg-white px-3 text-sm"
          />
          <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">
            {t("searchButton")}
          </button>
        </form>
        {/* A table from the small breakpoint up; on phones each row stacks into a card (one DOM, so
            the controls keep their ids). */}
        <AdminTable
          caption={t("title")}
          columns={[t("columns.user"), t("columns.joined"), t("columns.state"), t("columns.role")]}
          className="max-sm:block sm:min-w-[720px]"
          headClassName="max-sm:sr-only"
        >
          <tbody className="max-sm:block">
            {users.rows.map((user) => (
              <tr
                key={user.id}
                className="border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-3 max-sm:first:border-t-0"
              >
                <td className="px-3 py-2 max-sm:col-span-2 max-sm:block max-sm:p-0">
                  <span className="font-medium">{user.profile?.fullName ?? "—"}</span>
                  <span className="block text-muted-foreground">{user.email}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap max-sm:block max-sm:p-0 max-sm:text-muted-foreground">
                  {formatShortDate(user.createdAt, locale)}
                </td>
                <td className="px-3 py-2 max-sm:block max-sm:p-0">
                  <span className="flex flex-wrap gap-1">
                    {user.disabledAt ? (
                      <Badge variant="destructive">{t("states.locked")}</Badge>
                    ) : user.emailConfirmedAt ? (
                      <Badge variant="success">{t("states.active")}</Badge>
                    ) : (
                      <Badge variant="muted">{t("states.unconfirmed")}</Badge>
                    )}
                    {user.signInLockedUntil ? (
                      <Badge variant="accent">
                        {t("states.signInLocked", { minutes: minutesUntil(user.signInLockedUntil) })}
                      </Badge>
                    ) : null}
                  </span>
                </td>
                <td className="px-3 py-2 max-sm:col-span-2 max-sm:block max-sm:p-0">
                  {user.id === currentUserId ? (
                    <span className="text-muted-foreground">
                      {t("you", { role: t(`roles.${user.role}`) })}
                    </span>
                  ) : (
                    <UserControls
                      userId={user.id}
                      email={user.email}
                      role={user.role}
                      locked={Boolean(user.disabledAt)}
                      signInLocked={Boolean(user.signInLockedUntil)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <Pager page={users.page} total={users.total} params={params} label={t("title")} />
      </AdminSection>
      <LawyerApplications page={pages.applications} params={params} />
      <ContactSubmissions page={pages.leads} params={params} />
      <AdminSection title={t("invite.title")} description={t("invite.description")}>
        <div className="rounded-xl border bg-white p-5">
          <JoinLinkInviteForm plans={invitablePlans} />
        </div>
      </AdminSection>
    </div>
  );
}
