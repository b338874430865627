import { ArrowRight, Scale } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";

export function VisaServicesBanner() {
  return (
    <section aria-labelledby="visa-services-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="grid gap-6 overflow-hidden rounded-2xl bg-slate-900 p-8 text-white sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-3">
          <Scale className="size-8 text-amber-400" aria-hidden />
          <h2 id="visa-services-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Visa concierge for your next move
          </h2>
          <p className="max-w-2xl text-slate-300">
            Unlimited consultations with our visa team, document checklists for each nomad visa, and a direct
            line to immigration lawyers who know the consulates.
          </p>
        </div>
        <Button asChild size="lg" variant="accent">
          <Link href="/subscription">
            Explore Visa Services <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
