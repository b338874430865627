"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { runReconciliationAction } from "@/lib/billing/ops-actions";
import { useRouter } from "@/lib/i18n/navigation";

/** Runs a reconciliation now (it only reads, so no confirmation); the report refreshes. */
export function RunReconciliationButton() {
  const t = useTranslations("billingOps.reconciliation");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const result = await runReconciliationAction({}).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void toast.error(t("failed"), { description: result?.error });
    toast.success(t("done", result.data));
    router.refresh();
  }
  return (
    <Button onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? t("runningButton") : t("run")}
    </Button>
  );
}
