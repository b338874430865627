"use client";

import { useTranslations } from "next-intl";
import { dashboardTabs } from "@/lib/config/lawyers";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils/cn";

/** The dashboard's tabs, as links: each tab has its own URL, so it can be bookmarked and shared. */
export function DashboardNav() {
  const t = useTranslations("lawyer.dashboard");
  // The open tab is the address's last segment: /lawyer/dashboard/leads, or /lawyer/billing.
  const active = usePathname().split("/").pop();
  return (
    <nav aria-label={t("navLabel")}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex">
        {dashboardTabs.map((tab) => (
          <li key={tab} className="sm:flex-1">
            <Link
              href={`/lawyer/dashboard/${tab}`}
              aria-current={tab === active ? "page" : undefined}
              className={cn(
                "flex h-10 items-center justify-center rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                tab === active && "bg-background text-foreground shadow-sm",
              )}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
