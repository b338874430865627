import { format, parseISO } from "date-fns";
import { CalendarDays, MessagesSquare, Scale, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import { WaitlistForm } from "@/components/waitlist/waitlist-form";
import { site } from "@/lib/config/site";

export const metadata: Metadata = {
  title: "Premium waitlist",
  description: "Be the first to know when Latitud premium opens: unlimited visa consultations, the members' community chat and immigration lawyers.",
  alternates: { canonical: "/coming-soon" },
};

const perks = [
  { icon: MessagesSquare, text: "Unlimited visa consultations and the members' community chat" },
  { icon: Scale, text: "Priority access to vetted immigration lawyers" },
  { icon: ShieldCheck, text: "30-day money-back guarantee for new subscribers" },
];

export default function ComingSoonPage() {
  const launch = parseISO(process.env.WAITLIST_LAUNCH_DATE ?? site.defaultWaitlistLaunchDate);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="grid gap-5">
          <p className="w-fit rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary ring-1 ring-inset ring-teal-200">Premium subscriptions</p>
          <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">Get notified when premium opens</h1>
          <p className="flex items-center gap-2 text-muted-foreground">
            <CalendarDays className="size-5 text-primary" aria-hidden />
            Expected launch: <strong className="text-foreground">{format(launch, "MMMM d, yyyy")}</strong>
          </p>
          <ul className="grid gap-3">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-slate-700">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-semibold">Join the waitlist</h2>
          <p className="mb-5 mt-1 text-sm text-muted-foreground">One email when we launch. No spam, unsubscribe any time.</p>
          <WaitlistForm />
        </div>
      </div>
    </div>
  );
}
