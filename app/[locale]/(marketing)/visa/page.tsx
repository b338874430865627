import { CheckCircle2, ExternalLink, MessageCircleQuestion, XCircle } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/layout/page-header";
import { TalkToLawyerButton } from "@/components/leads/talk-to-lawyer-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatCalendarDate } from "@/lib/i18n/format";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import { knowledgeIn } from "@/lib/visa/knowledge";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "visa.meta" });
  return { title: t("title"), description: t("description"), alternates: pageAlternates("/visa", locale) };
}

/** Overview of remote-work visa options per country, from the visa knowledge base. */
export default async function VisaPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "visa" });
  const lawyer = await getTranslations({ locale, namespace: "lawyer.request" });
  const countries = knowledgeIn(locale);
  const withVisa = countries.filter((c) => c.nomadVisa);
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead", { withVisa: withVisa.length, total: countries.length })}
      >
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/?focus=chat#visa-chat">
              <MessageCircleQuestion aria-hidden /> {t("askChat")}
            </Link>
          </Button>
          <TalkToLawyerButton label={lawyer("open")} />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2">
        {countries.map((country) => {
          const sources = [
            ...new Map(country.passages.flatMap((p) => p.sources).map((s) => [s.url, s])).values(),
          ].slice(0, 3);
          return (
            <section
              key={country.id}
              id={country.id}
              aria-labelledby={`${country.id}-heading`}
              className="flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`${country.id}-heading`} className="text-xl font-bold">
                  {country.name}
                </h2>
                {country.nomadVisa ? (
                  <Badge variant="success">
                    <CheckCircle2 className="size-3" aria-hidden /> {t("nomadVisa")}
                  </Badge>
                ) : (
                  <Badge variant="muted">
                    <XCircle className="size-3" aria-hidden /> {t("noNomadVisa")}
                  </Badge>
                )}
              </div>
              <p className="text-sm text-slate-700">{country.summary}</p>
              <dl className="grid gap-3 text-sm">
                <div>
                  <dt className="font-semibold">{t("touristStay")}</dt>
                  <dd className="text-muted-foreground">{country.touristStay.summary}</dd>
                </div>
                {country.nomadVisa ? (
                  <>
                    <div>
                      <dt className="font-semibold">{country.nomadVisa.name}</dt>
                      <dd className="text-muted-foreground">{country.nomadVisa.duration}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold">{t("income")}</dt>
                      <dd className="text-muted-foreground">{country.nomadVisa.incomeRequirement}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold">{t("fees")}</dt>
                      <dd className="text-muted-foreground">{country.nomadVisa.fees}</dd>
                    </div>
                  </>
                ) : null}
              </dl>
              <div className="mt-auto grid gap-2 border-t pt-4">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t("sources", { date: formatCalendarDate(country.lastReviewed, locale) })}
                </p>
                <ul className="grid gap-1 text-sm">
                  {sources.map((source) => (
                    <li key={source.url}>
                      <a
                        href={source.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
                      >
                        {source.title} <ExternalLink className="size-3" aria-hidden />
                        <span className="sr-only">{t("opensInNewTab")}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })}
      </div>
      <p className="mx-auto max-w-3xl px-4 pb-16 text-center text-sm text-muted-foreground">
        {t("disclaimer")}
      </p>
    </>
  );
}
