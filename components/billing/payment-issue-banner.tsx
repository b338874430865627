"use client";

import { CreditCard } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useSession } from "@/components/auth/session";
import { fixCardPath } from "@/lib/billing/dunning/fix-card-path";
import { Link, usePathname } from "@/lib/i18n/navigation";

/** The date as billingDate writes it, by Intl: the date library stays out of every page's script. */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));

/**
 * "Your last payment failed" on every page a signed-in member with a past-due plan sees, with the
 * way to fix it. Read from the page's copy of the session (loaded after the page), so public pages
 * stay static; hidden on the fix-card page itself.
 */
export function PaymentIssueBanner() {
  const session = useSession();
  const pathname = usePathname();
  const locale = useLocale();
  const t = useTranslations("dunning.banner");
  const issue = session.status === "authenticated" ? session.user.paymentIssue : null;
  if (!issue) return null;
  const href = fixCardPath(issue.subscriptionId);
  if (pathname === href) return null;
  return (
    <div
      role="status"
      data-payment-issue
      className="border-b border-red-200 bg-destructive-soft px-4 py-2.5 text-sm text-red-900"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1.5 text-center">
        <CreditCard className="hidden size-4 shrink-0 sm:block" aria-hidden />
        <p>{t("text", { date: longDate(issue.graceEndsAt, locale) })}</p>
        <Link
          href={href}
          className="rounded-sm font-semibold underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:outline-none"
        >
          {t("action")}
        </Link>
      </div>
    </div>
  );
}
