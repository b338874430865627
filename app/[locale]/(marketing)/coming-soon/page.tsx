import { ArrowRight, BriefcaseBusiness, CalendarHeart, MessagesSquare, Sparkles } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { WaitlistForm } from "@/components/waitlist/waitlist-form";
import { Button } from "@/components/ui/button";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "What's next",
  description:
    "Relocation services, meetups and a members' forum are on the way to Latitud. Leave your email to hear when each one opens; premium membership is open today.",
  alternates: { canonical: "/coming-soon" },
};

/**
 * What the placeholders of the site (Services, Blog, Events, Forum) lead to: nothing here has a
 * date yet, so none is promised.
 */
const upcoming = [
  {
    icon: BriefcaseBusiness,
    text: "Relocation services: visa paperwork, housing search, banking and tax set-up",
  },
  { icon: CalendarHeart, text: "Events and meetups in the cities we cover" },
  { icon: MessagesSquare, text: "A members' forum and blog with guides from nomads on the ground" },
];

export default async function ComingSoonPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="grid gap-5">
          <p className="w-fit rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary ring-1 ring-teal-200 ring-inset">
            In the works
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            Be the first to hear what&apos;s next
          </h1>
          <p className="text-pretty text-muted-foreground">
            We are building more help for moving to South America. Leave your email and we&apos;ll write when
            each of these opens.
          </p>
          <ul className="grid gap-3">
            {upcoming.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-slate-700">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          <section
            aria-labelledby="premium-open"
            className="grid gap-2 rounded-xl border border-teal-200 bg-white p-4"
          >
            <h2 id="premium-open" className="flex items-center gap-2 font-semibold">
              <Sparkles className="size-4 text-primary" aria-hidden /> Premium is open today
            </h2>
            <p className="text-sm text-muted-foreground">
              Unlimited visa consultations, premium visa services and the members&apos; community chat. Cancel
              any time.
            </p>
            <Button asChild size="sm" className="w-fit">
              <Link href="/subscription">
                See the plans <ArrowRight aria-hidden />
              </Link>
            </Button>
          </section>
        </div>
        <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-semibold">Join the waitlist</h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">
            An email when something new opens. No spam, unsubscribe any time.
          </p>
          <WaitlistForm />
        </div>
      </div>
    </div>
  );
}
