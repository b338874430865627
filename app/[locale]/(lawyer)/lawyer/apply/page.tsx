import type { Metadata } from "next";
import { ApplicationForm } from "@/components/lawyers/application-form";
import { AlreadyLawyer, ApplicationPending } from "@/components/lawyers/application-status";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { requirePageUser } from "@/lib/auth/page-guards";
import { latestApplicationOf } from "@/lib/lawyers/apply";
import { getOrCreateProfile } from "@/lib/profile/profiles";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Apply as a lawyer",
  description: "Immigration lawyers can apply to receive leads from nomads moving to their country.",
  robots: { index: false },
};

/** /lawyer/apply (signed-in users): the application form, or where the application stands. */
export default async function ApplyPage({ params }: LocaleParams) {
  await pageLocale(params);
  const user = await requirePageUser("/lawyer/apply");
  const application = user.role === "lawyer" ? null : await latestApplicationOf(user.id);
  const profile =
    application?.status === "pending" || user.role === "lawyer" ? null : await getOrCreateProfile(user.id);
  return (
    <div className="pb-16">
      <PageHeader
        eyebrow="For immigration lawyers"
        title="Apply as a Lawyer"
        lead="Receive requests from nomads moving to the countries you practise in. Approved lawyers start with 3 free lead credits."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 sm:px-6">
        {user.role === "lawyer" ? (
          <AlreadyLawyer />
        ) : application?.status === "pending" ? (
          <ApplicationPending submittedAt={application.createdAt} />
        ) : (
          <>
            {application?.status === "rejected" ? (
              <Alert variant="warning">
                <AlertDescription>
                  Your previous application was not approved. You can correct your details and apply again.
                </AlertDescription>
              </Alert>
            ) : null}
            <section
              aria-label="Application form"
              className="rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
            >
              <ApplicationForm defaults={{ fullName: profile?.fullName ?? "", contactEmail: user.email }} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
