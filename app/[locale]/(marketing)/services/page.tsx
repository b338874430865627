import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { BriefcaseBusiness, FileCheck2, Home, Landmark } from "lucide-react";
import { Button } from "@/components/ui/button";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Services Coming Soon",
  description:
    "Relocation services for nomads in South America: visa paperwork, housing search, banking and tax set-up. Coming soon to Latitud.",
  alternates: { canonical: "/services" },
};

const upcoming = [
  {
    icon: FileCheck2,
    title: "Visa paperwork",
    text: "Document checks and appointment booking for nomad visas, with partner lawyers.",
  },
  {
    icon: Home,
    title: "Housing search",
    text: "Verified furnished flats for one to six months in the cities we cover.",
  },
  {
    icon: Landmark,
    title: "Banking and tax",
    text: "Opening local accounts, tax IDs such as Brazil's CPF, and tax-residency advice.",
  },
  {
    icon: BriefcaseBusiness,
    title: "Coworking passes",
    text: "Discounted day and month passes at coworking spaces our members rate.",
  },
];

export default async function ServicesPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-2xl gap-4 text-center">
        <p className="mx-auto rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-foreground ring-1 ring-amber-200 ring-inset">
          In the works
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">Services Coming Soon</h1>
        <p className="text-lg text-pretty text-muted-foreground">
          We are building hands-on help for the hard parts of moving to South America. Join the waitlist and
          be the first to know when each service opens.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2">
        {upcoming.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/coming-soon">Join the waitlist</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/cities">Explore cities</Link>
        </Button>
      </div>
    </div>
  );
}
