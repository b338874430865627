import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { listApplications } from "@/lib/lawyers/applications";
import { Pager } from "./pager";
import { ApplicationReviewButtons } from "./review-buttons";
import { AdminSection } from "./section";

const statusBadge = { pending: "muted", approved: "success", rejected: "destructive" } as const;

/** Lawyer applications, pending first in the review queue, with Approve / Reject. */
export async function LawyerApplications({
  page,
  params,
}: {
  page: number;
  params: Record<string, string | undefined>;
}) {
  const applications = await listApplications({ page });
  return (
    <AdminSection
      title="Lawyer applications"
      description="Approving grants the lawyer role, publishes the profile and adds the welcome credits."
    >
      {applications.rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-5 text-sm text-muted-foreground">No applications yet.</p>
      ) : (
        <ul className="grid gap-3">
          {applications.rows.map((application) => (
            <li
              key={application.id}
              className="grid gap-3 rounded-xl border bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="grid gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{application.fullName}</span>
                  <Badge variant={statusBadge[application.status]}>{application.status}</Badge>
                </p>
                <p className="text-muted-foreground">
                  {application.accountEmail} · bar registration {application.barRegistration} · applied{" "}
                  {format(application.createdAt, "MMM d, yyyy")}
                </p>
                <p>
                  {application.countries.join(", ")} · {application.languages.join(", ")}
                  {application.specialities.length ? ` · ${application.specialities.join(", ")}` : ""}
                </p>
              </div>
              {application.status === "pending" ? (
                <ApplicationReviewButtons applicationId={application.id} name={application.fullName} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={applications.page}
        total={applications.total}
        pageSize={applications.pageSize}
        params={params}
        pageParam="applicationsPage"
        label="Lawyer applications"
      />
    </AdminSection>
  );
}
