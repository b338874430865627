import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ApplicationForm } from "@/components/lawyers/application-form";
import { AlreadyLawyer, ApplicationPending } from "@/components/lawyers/application-status";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { requirePageUser } from "@/lib/auth/page-guards";
import { WELCOME_CREDITS } from "@/lib/config/lawyers";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { latestApplicationOf } from "@/lib/lawyers/apply";
import { getOrCreateProfile } from "@/lib/profile/profiles";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "lawyer.apply" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    robots: { index: false },
    alternates: pageAlternates("/lawyer/apply", locale),
  };
}

/** /lawyer/apply (signed-in users): the application form, or where the application stands. */
export default async function ApplyPage({ params }: LocaleParams) {
  await pageLocale(params);
  const user = await requirePageUser("/lawyer/apply");
  const application = user.role === "lawyer" ? null : await latestApplicationOf(user.id);
  const profile =
    application?.status === "pending" || user.role === "lawyer" ? null : await getOrCreateProfile(user.id);
  const t = await getTranslations("lawyer.apply");
  return (
    <div className="pb-16">
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { credits: WELCOME_CREDITS })} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 sm:px-6">
        {user.role === "lawyer" ? (
          <AlreadyLawyer />
        ) : application?.status === "pending" ? (
          <ApplicationPending submittedAt={application.createdAt} />
        ) : (
          <>
            {application?.status === "rejected" ? (
              <Alert variant="warning">
                <AlertDescription>{t("rejected")}</AlertDescription>
              </Alert>
            ) : null}
            <section
              aria-label={t("formSection")}
              className="rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
            >
              <ClientMessages namespaces={["lawyer", "validation.lawyer"]}>
                <ApplicationForm defaults={{ fullName: profile?.fullName ?? "", contactEmail: user.email }} />
              </ClientMessages>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
