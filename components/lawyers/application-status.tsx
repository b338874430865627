import { format } from "date-fns";
import { CheckCircle2, Clock } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";

/** What an applicant sees instead of the form: waiting for review, or approved. */
export function ApplicationPending({ submittedAt }: { submittedAt: Date }) {
  return (
    <section
      role="status"
      aria-labelledby="application-pending"
      className="grid justify-items-center gap-3 rounded-2xl border bg-white p-8 text-center shadow-sm"
    >
      <Clock className="size-10 text-primary" aria-hidden />
      <h2 id="application-pending" className="text-xl font-semibold">
        Your application is under review
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        We received it on {format(submittedAt, "MMMM d, yyyy")}. An admin checks your bar registration,
        usually within two business days. Once approved, your dashboard opens here with 3 free credits.
      </p>
    </section>
  );
}

export function AlreadyLawyer() {
  return (
    <section
      aria-labelledby="application-approved"
      className="grid justify-items-center gap-3 rounded-2xl border bg-white p-8 text-center shadow-sm"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden />
      <h2 id="application-approved" className="text-xl font-semibold">
        You&apos;re an approved lawyer on Latitud
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Browse leads from nomads moving to your countries and unlock their contact details.
      </p>
      <Button asChild>
        <Link href="/lawyer/dashboard/marketplace">Open your dashboard</Link>
      </Button>
    </section>
  );
}
