import { Coins, Crown } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { DashboardNav } from "./dashboard-nav";

/** The lawyer dashboard's frame: title, credit balance, tabs, then the open tab. */
export function DashboardShell({ context, children }: { context: DashboardContext; children: ReactNode }) {
  const t = useTranslations("lawyer.dashboard");
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted-foreground">{t("lead")}</p>
        </div>
        <section
          aria-label={t("balanceLabel")}
          className="flex items-center gap-3 rounded-xl border bg-white px-4 py-2 shadow-sm"
        >
          {context.premium ? (
            <Crown className="size-5 text-amber-600" aria-hidden />
          ) : (
            <Coins className="size-5 text-primary" aria-hidden />
          )}
          <p className="text-sm">
            <span className="text-lg font-bold">{context.balance}</span>{" "}
            {t("credits", { count: context.balance })}
            {context.premium ? (
              <span className="block text-xs text-muted-foreground">{t("premiumUnlimited")}</span>
            ) : null}
          </p>
        </section>
      </header>
      <DashboardNav />
      {context.canAct ? null : (
        <Alert variant="info">
          <AlertDescription>{t("adminNotice")}</AlertDescription>
        </Alert>
      )}
      <div>{children}</div>
    </div>
  );
}
