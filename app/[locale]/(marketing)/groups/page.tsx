import { Coffee, ExternalLink, Languages, MessagesSquare, Trophy, Users } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { cities } from "@/lib/cities";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Nomad community groups",
  description:
    "Meetups, coworking communities, language exchanges and chat groups for remote workers in Medellín, Buenos Aires, São Paulo, Rio, Lima, Quito, Santiago and Montevideo.",
  alternates: { canonical: "/groups" },
};

const kinds = {
  meetup: { label: "Meetup", icon: Users },
  coworking: { label: "Coworking", icon: Coffee },
  chat: { label: "Chat group", icon: MessagesSquare },
  sports: { label: "Sports", icon: Trophy },
  "language-exchange": { label: "Language exchange", icon: Languages },
} as const;

/** Community groups per city, from our city data. */
export default async function GroupsPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Find your people in every city"
        lead="Meetups, coworking communities, language exchanges and chat groups where remote workers meet. Members also get the Latitud community chat."
      />
      <nav aria-label="Cities" className="mx-auto max-w-5xl px-4 sm:px-6">
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
                City guide
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
                        <kind.icon className="size-3" aria-hidden /> {kind.label}
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
                        Visit <ExternalLink className="size-3" aria-hidden />
                        <span className="sr-only">{group.name} (opens in a new tab)</span>
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
