"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { syncPlansAction } from "@/lib/admin/actions";
import type { PlanSyncReport } from "@/lib/billing/plan-admin";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * Plan sync: 'sync all' and 'force' toggles, then a dialog with the result, worded here from the
 * counts and each plan's status (a failure shows the provider's own message).
 */
export function PlanSyncPanel() {
  const t = useTranslations("admin.plans.sync");
  const router = useRouter();
  const [syncAll, setSyncAll] = useState(false);
  const [force, setForce] = useState(false);
  const [state, setState] = useState<
    | { kind: "idle" }
    | { kind: "syncing" }
    | { kind: "done"; result: PlanSyncReport }
    | { kind: "error"; message: string }
  >({ kind: "idle" });

  async function sync() {
    setState({ kind: "syncing" });
    const response = await syncPlansAction({ syncAll, force }).catch(() => null);
    if (!response) return setState({ kind: "error", message: t("failed") });
    if (!response.ok) return setState({ kind: "error", message: response.error });
    setState({ kind: "done", result: response.data });
    router.refresh();
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-6">
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch checked={syncAll} onCheckedChange={setSyncAll} aria-label={t("syncAll")} /> {t("syncAll")}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch checked={force} onCheckedChange={setForce} aria-label={t("force")} /> {t("force")}
        </label>
        <Button onClick={sync} disabled={state.kind === "syncing"}>
          {state.kind === "syncing" ? t("syncing") : t("sync")}
        </Button>
      </div>
      {state.kind === "error" ? (
        <Alert variant="destructive">
          <AlertTitle>{t("failed")}</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      ) : null}
      <Dialog open={state.kind === "done"} onOpenChange={(open) => !open && setState({ kind: "idle" })}>
        <DialogContent className="max-w-lg">
          {state.kind === "done" ? (
            <>
              <DialogHeader>
                <DialogTitle>{state.result.success ? t("doneTitle") : t("issuesTitle")}</DialogTitle>
                <DialogDescription>
                  {state.result.success
                    ? t("checked", { count: state.result.results.total })
                    : t("issues", { failed: state.result.results.failed, total: state.result.results.total })}
                </DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-5 gap-2 text-center text-sm">
                {(["total", "synced", "updated", "skipped", "failed"] as const).map((key) => (
                  <div key={key} className="rounded-lg bg-muted p-2">
                    <dt className="text-xs text-muted-foreground">{t(`counts.${key}`)}</dt>
                    <dd className="text-lg font-semibold">{state.result.results[key]}</dd>
                  </div>
                ))}
              </dl>
              <ul className="grid max-h-64 gap-1 overflow-auto text-sm">
                {state.result.results.details.map((d) => (
                  <li key={d.planName} className="flex justify-between gap-3 border-b py-1">
                    <span className="font-medium">{d.planName}</span>
                    <span className="text-muted-foreground">
                      {t(`counts.${d.status}`)}:{" "}
                      {d.status === "failed" ? d.message : t(`outcomes.${d.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
