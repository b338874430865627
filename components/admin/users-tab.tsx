import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { searchUsers } from "@/lib/admin/users";
import { listInvitablePlans } from "@/lib/billing/plans";
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
  const [users, invitablePlans] = await Promise.all([
    searchUsers({ query, page: pages.users }),
    listInvitablePlans(),
  ]);
  return (
    <div className="grid gap-10">
      <AdminSection
        title="Users"
        description="Search by email or name. Roles are granted to existing accounts; the last admin keeps the role."
      >
        <form className="flex gap-2" role="search" aria-label="Search users">
          <input type="hidden" name="tab" value="users" />
          <label htmlFor="user-search" className="sr-only">
            Search users
          </label>
          <input
            id="user-search"
            name="q"
            defaultValue={query}
            placeholder="Email or name"
            className="h-10 flex-1 rounded-lg border border-input bg-white px-3 text-sm"
          />
          <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">Search</button>
        </form>
        {/* A table from the small breakpoint up; on phones each row stacks into a card (one DOM, so
            the controls keep their ids). */}
        <AdminTable
          caption="Users"
          columns={["User", "Joined", "State", "Role and access"]}
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
                  {format(user.createdAt, "MMM d, yyyy")}
                </td>
                <td className="px-3 py-2 max-sm:block max-sm:p-0">
                  <span className="flex flex-wrap gap-1">
                    {user.disabledAt ? (
                      <Badge variant="destructive">Locked</Badge>
                    ) : user.emailConfirmedAt ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="muted">Unconfirmed</Badge>
                    )}
                    {user.signInLockedUntil ? (
                      <Badge variant="accent">
                        Sign-in locked · {minutesUntil(user.signInLockedUntil)} min
                      </Badge>
                    ) : null}
                  </span>
                </td>
                <td className="px-3 py-2 max-sm:col-span-2 max-sm:block max-sm:p-0">
                  {user.id === currentUserId ? (
                    <span className="text-muted-foreground">You ({user.role})</span>
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
        <Pager page={users.page} total={users.total} params={params} label="Users" />
      </AdminSection>
      <LawyerApplications page={pages.applications} params={params} />
      <ContactSubmissions page={pages.leads} params={params} />
      <AdminSection
        title="Invite by join link"
        description="The person gets an email with a 7-day, single-use link to create their account with the plan."
      >
        <div className="rounded-xl border bg-white p-5">
          <JoinLinkInviteForm plans={invitablePlans} />
        </div>
      </AdminSection>
    </div>
  );
}
