import { formatDistanceToNowStrict } from "date-fns";
import { CheckCircle2, Globe2, Languages } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { Badge } from "@/components/ui/badge";
import type { MarketplaceLead } from "@/lib/lawyers/marketplace";
import { SummaryList } from "./summary-list";
import { UnlockButton } from "./unlock-button";

/**
 * A marketplace lead: where, which language, the summary and its age; contact details only after
 * unlocking.
 */
export function LeadCard({
  lead,
  premium,
  balance,
  canUnlock,
}: {
  lead: MarketplaceLead;
  premium: boolean;
  balance: number;
  canUnlock: boolean;
}) {
  const headingId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
          <span className="inline-flex items-center gap-1.5">
            <Globe2 className="size-4 text-primary" aria-hidden /> {lead.countryName}
          </span>
          <span className="inline-flex items-center gap-1.5 text-base font-medium text-slate-700">
            <Languages className="size-4 text-primary" aria-hidden /> {lead.language}
          </span>
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={lead.createdAt.toISOString()}>
            Received {formatDistanceToNowStrict(lead.createdAt, { addSuffix: true })}
          </time>
        </p>
      </div>
      <SummaryList lines={lead.summary} />
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        {lead.unlocked ? (
          <>
            <Badge variant="success">
              <CheckCircle2 className="size-3" aria-hidden /> Unlocked
            </Badge>
            <Link
              href="/lawyer/dashboard/leads"
              className="text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              View contact details
            </Link>
          </>
        ) : canUnlock ? (
          <UnlockButton leadId={lead.id} premium={premium} balance={balance} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Contact details hidden until a lawyer unlocks the lead.
          </p>
        )}
      </div>
    </article>
  );
}
