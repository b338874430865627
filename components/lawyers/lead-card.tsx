import { CheckCircle2, Globe2, Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatTimeAgo } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { MarketplaceLead } from "@/lib/lawyers/marketplace";
import { countryLabel, languageLabel } from "./options";
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
  const t = useTranslations("lawyer");
  const locale = useLocale();
  const headingId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold">
          <span className="inline-flex items-center gap-1.5">
            <Globe2 className="size-4 text-primary" aria-hidden />{" "}
            {countryLabel(t, lead.country, lead.countryName)}
          </span>
          <span className="inline-flex items-center gap-1.5 text-base font-medium text-slate-700">
            <Languages className="size-4 text-primary" aria-hidden /> {languageLabel(t, lead.language)}
          </span>
        </h3>
        <p className="text-sm text-muted-foreground">
          <time dateTime={lead.createdAt.toISOString()}>
            {t("leadCard.received", { time: formatTimeAgo(lead.createdAt, locale) })}
          </time>
        </p>
      </div>
      <SummaryList lines={lead.summary} />
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        {lead.unlocked ? (
          <>
            <Badge variant="success">
              <CheckCircle2 className="size-3" aria-hidden /> {t("leadCard.unlocked")}
            </Badge>
            <Link
              href="/lawyer/dashboard/leads"
              className="text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              {t("leadCard.viewContact")}
            </Link>
          </>
        ) : canUnlock ? (
          <UnlockButton leadId={lead.id} premium={premium} balance={balance} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("leadCard.hidden")}</p>
        )}
      </div>
    </article>
  );
}
