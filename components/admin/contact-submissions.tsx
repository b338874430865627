import { format } from "date-fns";
import { listContactSubmissions } from "@/lib/leads/admin-list";
import { Pager } from "./pager";
import { RegenerateSummaryButton } from "./regenerate-summary-button";
import { AdminSection } from "./section";

/** Requests for a lawyer (contact_submissions), with their summary and a button to summarise again. */
export async function ContactSubmissions({
  page,
  params,
}: {
  page: number;
  params: Record<string, string | undefined>;
}) {
  const submissions = await listContactSubmissions({ page }).catch(() => null);
  return (
    <AdminSection
      title="Contact submissions"
      description="Requests for a lawyer from the visa page and the visa chat. Lawyers see the summary before unlocking."
    >
      {!submissions ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-white p-5 text-sm text-destructive"
        >
          Failed to load contact submissions
        </p>
      ) : submissions.rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-5 text-sm text-muted-foreground">No requests yet.</p>
      ) : (
        <ul className="grid gap-3">
          {submissions.rows.map((lead) => (
            <li key={lead.id} className="grid gap-3 rounded-xl border bg-white p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{lead.name}</p>
                  <p className="text-muted-foreground">
                    {lead.email} · {lead.country} · {lead.language} ·{" "}
                    {format(lead.createdAt, "MMM d, yyyy HH:mm")} · unlocked by {lead.unlocks}
                  </p>
                </div>
                <RegenerateSummaryButton leadId={lead.id} name={lead.name} />
              </div>
              <p className="rounded-lg bg-muted px-3 py-2">
                <span className="font-medium">Summary: </span>
                {lead.summaryText ?? "No summary yet."}
              </p>
              <details>
                <summary className="cursor-pointer text-muted-foreground">Message</summary>
                <p className="mt-1 break-words whitespace-pre-wrap">{lead.message}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      {submissions ? (
        <Pager
          page={submissions.page}
          total={submissions.total}
          params={params}
          pageParam="leadsPage"
          label="Contact submissions"
        />
      ) : null}
    </AdminSection>
  );
}
