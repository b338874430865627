"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { syncPlansAction } from "@/lib/admin/actions";
import type { PlanSyncReport } from "@/lib/billing/plan-admin";

/** Plan sync: 'sync all' and 'force' toggles, then a dialog with the result. */
export function PlanSyncPanel() {
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
    if (!response) return setState({ kind: "error", message: "Sync failed" });
    if (!response.ok)
      return setState({
        kind: "error",
        message:
          response.error === "User not authenticated"
            ? "Authentication required. Please log in."
            : response.error,
      });
    setState({ kind: "done", result: response.data });
    router.refresh();
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-6">
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch checked={syncAll} onCheckedChange={setSyncAll} aria-label="Sync all plans" /> Sync all plans
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <Switch checked={force} onCheckedChange={setForce} aria-label="Force update" /> Force update
        </label>
        <Button onClick={sync} disabled={state.kind === "syncing"}>
          {state.kind === "syncing" ? "Syncing..." : "Sync plans with the card provider"}
        </Button>
      </div>
      {state.kind === "error" ? (
        <Alert variant="destructive">
          <AlertTitle>Sync failed</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      ) : null}
      <Dialog open={state.kind === "done"} onOpenChange={(open) => !open && setState({ kind: "idle" })}>
        <DialogContent className="max-w-lg">
          {state.kind === "done" ? (
            <>
              <DialogHeader>
                <DialogTitle>
                  {state.result.success ? "Plans synchronized" : "Synchronization issues"}
                </DialogTitle>
                <DialogDescription>{state.result.message}</DialogDescription>
              </DialogHeader>
              <dl className="grid grid-cols-5 gap-2 text-center text-sm">
                {(["total", "synced", "updated", "skipped", "failed"] as const).map((key) => (
                  <div key={key} className="rounded-lg bg-muted p-2">
                    <dt className="text-xs text-muted-foreground capitalize">{key}</dt>
                    <dd className="text-lg font-semibold">{state.result.results[key]}</dd>
                  </div>
                ))}
              </dl>
              <ul className="grid max-h-64 gap-1 overflow-auto text-sm">
                {state.result.results.details.map((d) => (
                  <li key={d.planName} className="flex justify-between gap-3 border-b py-1">
                    <span className="font-medium">{d.planName}</span>
                    <span className="text-muted-foreground">
                      {d.status}: {d.message}
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
