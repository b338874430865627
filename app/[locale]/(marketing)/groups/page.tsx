import { Coffee, ExternalLink, Languages, MessagesSquare, Trophy, Users } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { citiesIn } from "@/lib/cities";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.groups.meta" });
  return { title: t("title"), description: t("description"), alternates: pageAlternates("/groups", locale) };
}

const kinds = {
  meetup: { label: "meetup", icon: Users },
  coworking: { label: "coworking", icon: Coffee },
  chat: { label: "chat", icon: MessagesSquare },
  sports: { label: "sports", icon: Trophy },
  "language-exchange": { label: "languageExchange", icon: Languages },
} as const;

/** Community groups per city, from our city data. */
export default async function GroupsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "marketing.groups" });
  const cities = citiesIn(locale);
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <nav aria-label={t("citiesNav")} className="mx-auto max-w-5xl px-4 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {cities.map((city) => (
            <li key={city.id}>
              <a
                href={`#${city.id}`}
                className="inline-block rounded-full border bg-white px-3 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
              >
                {city.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6">
        {cities.map((city) => (
          <section key={city.id} id={city.id} aria-labelledby={`${city.id}-groups`} className="grid gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${city.id}-groups`} className="text-2xl font-bold tracking-tight">
                {city.name}, {city.country}
              </h2>
              <Link href={`/cities/${city.id}`} className="text-sm font-medium text-primary hover:underline">
                {t("cityGuide")}
              </Link>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2">
              {city.groups.map((group) => {
                const kind = kinds[group.kind];
                return (
                  <li key={group.name} className="flex flex-col gap-2 rounded-xl border bg-white p-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold">{group.name}</h3>
                      <Badge variant="muted">
                        <kind.icon className="size-3" aria-hidden /> {t(`kinds.${kind.label}`)}
                      </Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">{group.description}</p>
                    {group.url ? (
                      <a
                        href={group.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="mt-auto inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
                      >
                        {t("visit")} <ExternalLink className="size-3" aria-hidden />
                        <span className="sr-only">{t("opensInNewTab", { name: group.name })}</span>
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
