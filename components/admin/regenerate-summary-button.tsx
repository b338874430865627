"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { regenerateSummaryAction } from "@/lib/leads/admin-actions";

/** Re-runs the summary of one contact submission (built-in or the OpenAI model). */
export function RegenerateSummaryButton({ leadId, name }: { leadId: string; name: string }) {
  const t = useTranslations("admin.leads.regenerate");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function regenerate() {
    setBusy(true);
    const result = await regenerateSummaryAction({ leadId }).catch(() => ({
      ok: false as const,
      error: t("failed"),
    }));
    setBusy(false);
    if (!result.ok) return void toast.error(t("failed"), { description: result.error });
    toast.success(t("done"));
    router.refresh();
  }

  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void regenerate()}
      aria-label={t("label", { name })}
    >
      {busy ? t("busy") : t("button")}
    </Button>
  );
}
