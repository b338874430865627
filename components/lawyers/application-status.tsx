import { CheckCircle2, Clock } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { WELCOME_CREDITS } from "@/lib/config/lawyers";
import { formatLongDate } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";

/** What an applicant sees instead of the form: waiting for review, or approved. */
export function ApplicationPending({ submittedAt }: { submittedAt: Date }) {
  const t = useTranslations("lawyer.apply.pending");
  const locale = useLocale();
  return (
    <section
      role="status"
      aria-labelledby="application-pending"
      className="grid justify-items-center gap-3 rounded-2xl border bg-white p-8 text-center shadow-sm"
    >
      <Clock className="size-10 text-primary" aria-hidden />
      <h2 id="application-pending" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {t("body", { date: formatLongDate(submittedAt, locale), credits: WELCOME_CREDITS })}
      </p>
    </section>
  );
}

export function AlreadyLawyer() {
  const t = useTranslations("lawyer.apply.approved");
  return (
    <section
      aria-labelledby="application-approved"
      className="grid justify-items-center gap-3 rounded-2xl border bg-white p-8 text-center shadow-sm"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden />
      <h2 id="application-approved" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{t("body")}</p>
      <Button asChild>
        <Link href="/lawyer/dashboard/marketplace">{t("action")}</Link>
      </Button>
    </section>
  );
}
