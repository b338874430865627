import { ArrowRight, Scale } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";

export function VisaServicesBanner() {
  const t = useTranslations("home.visaServices");
  return (
    <section aria-labelledby="visa-services-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="grid gap-6 overflow-hidden rounded-2xl bg-slate-900 p-8 text-white sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-3">
          <Scale className="size-8 text-amber-400" aria-hidden />
          <h2 id="visa-services-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("title")}
          </h2>
          <p className="max-w-2xl text-slate-300">{t("text")}</p>
        </div>
        <Button asChild size="lg" variant="accent">
          <Link href="/subscription">
            {t("cta")} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
