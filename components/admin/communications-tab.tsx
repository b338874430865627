import { format } from "date-fns";
import { Download } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { listNewsletterSubscribers, listWaitlist } from "@/lib/admin/communications";
import { countOf } from "@/lib/utils/count";
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
  const [subscribers, waitlist] = await Promise.all([
    listNewsletterSubscribers({ query, page }),
    listWaitlist({ page: waitlistPage }),
  ]);
  return (
    <div className="grid gap-10">
      <AdminSection
        title="Newsletter subscribers"
        description={countOf(subscribers.active, "active subscriber")}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="/api/admin/newsletter/export" download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        }
      >
        <form className="flex gap-2" role="search" aria-label="Search subscribers">
          <input type="hidden" name="tab" value="communications" />
          <label htmlFor="subscriber-search" className="sr-only">
            Search subscribers
          </label>
          <input
            id="subscriber-search"
            name="q"
            defaultValue={query}
            placeholder="Email"
            className="h-10 flex-1 rounded-lg border border-input bg-white px-3 text-sm"
          />
          <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">Search</button>
        </form>
        <AdminTable caption="Newsletter subscribers" columns={["Email", "Subscribed", "State"]}>
          <tbody>
            {subscribers.rows.map((s) => (
              <tr key={s.id} className="border-t">
                <td className="px-3 py-2">{s.email}</td>
                <td className="px-3 py-2">{s.confirmedAt ? format(s.confirmedAt, "MMM d, yyyy") : null}</td>
                <td className="px-3 py-2">
                  {s.unsubscribedAt ? (
                    <Badge variant="muted">Unsubscribed</Badge>
                  ) : (
                    <Badge variant="success">Subscribed</Badge>
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
          label="Newsletter subscribers"
        />
      </AdminSection>
      <AdminSection
        title="Waitlist"
        description={`${countOf(waitlist.total, "person", "people")} waiting for new services (/coming-soon)`}
      >
        <ul className="divide-y rounded-xl border bg-white text-sm">
          {waitlist.rows.length === 0 ? (
            <li className="p-3 text-muted-foreground">Nobody on the waitlist yet.</li>
          ) : null}
          {waitlist.rows.map((entry) => (
            <li key={entry.id} className="flex justify-between gap-3 p-3">
              <span>{entry.email}</span>
              <span className="text-muted-foreground">{format(entry.createdAt, "MMM d, yyyy")}</span>
            </li>
          ))}
        </ul>
      </AdminSection>
    </div>
  );
}
