import { format } from "date-fns";
import { CreditCard } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { grantsAccess, statusBadge } from "@/lib/billing/access";
import { formatPrice } from "@/lib/billing/pricing";
import type { listUserSubscriptions } from "@/lib/billing/subscriptions";
import { ResumePlanButton } from "./resume-plan-button";

type Subscriptions = Awaited<ReturnType<typeof listUserSubscriptions>>;

const date = (d: Date) => format(d, "MMM d, yyyy");

/** The profile's Subscription tab: each subscription, its renewal, and its receipts. */
export function SubscriptionList({
  subscriptions,
  now = new Date(),
}: {
  subscriptions: Subscriptions;
  now?: Date;
}) {
  if (!subscriptions.length) {
    return (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <CreditCard className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">You don&apos;t have a subscription yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Plans include unlimited visa consultations and the members&apos; community chat.
        </p>
        <Button asChild>
          <Link href="/subscription">View Plans</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {subscriptions.map((s) => {
        const badge = statusBadge(s, now);
        const renewing = s.status === "active";
        const cancellable = s.status === "active" || (s.status === "past_due" && grantsAccess(s, now));
        const resumable = s.status === "canceled" && grantsAccess(s, now);
        return (
          <li key={s.id} className="grid gap-4 rounded-xl border p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="flex items-center gap-2 text-lg font-semibold">
                  {s.plan.name} <Badge variant={badge.tone}>{badge.label}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatPrice(s.plan.priceCents, s.plan.currency)} every {s.plan.intervalDays} days
                  {s.cardLastFour ? ` · ${(s.cardBrand ?? "card").toUpperCase()} •••• ${s.cardLastFour}` : ""}
                </p>
              </div>
              {cancellable ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={`/cancellation-options/${s.billingProviderId}`}>Cancel Subscription</Link>
                </Button>
              ) : resumable && s.billingProviderId ? (
                <ResumePlanButton subscriptionId={s.billingProviderId} planName={s.plan.name} />
              ) : grantsAccess(s, now) ? null : (
                <Button asChild size="sm">
                  <Link href="/subscription">Resubscribe</Link>
                </Button>
              )}
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Current period</dt>
                <dd className="font-medium">
                  {date(s.currentPeriodStart)} – {date(s.currentPeriodEnd)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Next payment</dt>
                <dd className="font-medium">{renewing ? date(s.currentPeriodEnd) : "None"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="font-medium">{badge.label}</dd>
              </div>
            </dl>
            <p className="rounded-lg bg-muted px-3 py-2 text-sm">
              {renewing
                ? `Renews automatically on ${date(s.currentPeriodEnd)}. Cancel any time before then.`
                : s.status === "past_due"
                  ? "Your last renewal failed. To keep premium access, cancel this plan, then subscribe again with another card."
                  : grantsAccess(s, now)
                    ? `Cancelled: premium access until ${date(s.currentPeriodEnd)}, no further charges. Resume it any time before then to keep it.`
                    : "This subscription has ended."}
            </p>
            {s.payments.length ? (
              <details>
                <summary className="cursor-pointer text-sm font-medium text-primary">
                  Payment history ({s.payments.length})
                </summary>
                <table className="mt-3 w-full text-left text-sm">
                  <thead>
                    <tr className="text-muted-foreground">
                      <th className="py-1 font-medium">Date</th>
                      <th className="py-1 font-medium">Amount</th>
                      <th className="py-1 font-medium">Type</th>
                      <th className="py-1 font-medium">Receipt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.payments.map((p) => (
                      <tr key={p.id} className="border-t">
                        <td className="py-1.5">{date(p.createdAt)}</td>
                        <td className="py-1.5">{formatPrice(p.amountCents, p.currency)}</td>
                        <td className="py-1.5">{p.kind === "initial" ? "First payment" : "Renewal"}</td>
                        <td className="py-1.5 font-mono text-xs">{p.transactionId}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
