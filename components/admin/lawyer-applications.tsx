import { getLocale, getTranslations } from "next-intl/server";
import { countryLabel, languageLabel, specialityLabel } from "@/components/lawyers/options";
import { Badge } from "@/components/ui/badge";
import { formatShortDate } from "@/lib/i18n/format";
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
  const [applications, t, lawyer, locale] = await Promise.all([
    listApplications({ page }),
    getTranslations("admin.applications"),
    getTranslations("lawyer"),
    getLocale(),
  ]);
  return (
    <AdminSection title={t("title")} description={t("description")}>
      {applications.rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-5 text-sm text-muted-foreground">{t("empty")}</p>
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
                  <Badge variant={statusBadge[application.status]}>{t(`status.${application.status}`)}</Badge>
                </p>
                <p className="text-muted-foreground">
                  {t("details", {
                    email: application.accountEmail,
                    registration: application.barRegistration,
                    date: formatShortDate(application.createdAt, locale),
                  })}
                </p>
                <p>
                  {application.countries.map((c) => countryLabel(lawyer, c)).join(", ")} ·{" "}
                  {application.languages.map((l) => languageLabel(lawyer, l)).join(", ")}
                  {application.specialities.length
                    ? ` · ${application.specialities.map((s) => specialityLabel(lawyer, s)).join(", ")}`
                    : ""}
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
        label={t("title")}
      />
    </AdminSection>
  );
}
