import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/layout/page-header";
import { Alert } from "@/components/ui/alert";
import { EligibilityForm } from "@/components/visa/eligibility/eligibility-form";
import { EligibilityResults } from "@/components/visa/eligibility/eligibility-results";
import type { SearchParams } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import { checkEligibility } from "@/lib/visa/eligibility/evaluate";
import { parseQuery, queryFromForm } from "@/lib/visa/eligibility/input";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "eligibility.meta" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: pageAlternates("/visa/eligibility", locale),
  };
}

/** Which programs of the covered countries fit you: the answers live in the URL, the rules in lib. */
export default async function EligibilityPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "eligibility" });
  const parsed = parseQuery(await searchParams);
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6">
        {parsed.status === "invalid" ? <Alert variant="destructive">{t("invalid")}</Alert> : null}
        <div className="rounded-2xl border bg-white p-5 shadow-sm sm:p-6">
          <ClientMessages namespaces={["eligibility.form", "validation.eligibility"]}>
            <EligibilityForm
              key={queryFromForm(parsed.form)}
              defaultValues={parsed.form}
              errors={parsed.status === "invalid" ? parsed.errors : {}}
            />
          </ClientMessages>
        </div>
        {parsed.status === "ok" ? (
          <EligibilityResults countries={checkEligibility(parsed.input)} locale={locale} />
        ) : null}
      </div>
    </>
  );
}
