"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { regenerateSummaryAction } from "@/lib/leads/admin-actions";

/** Re-runs the summary of one contact submission (built-in or the OpenAI model). */
export function RegenerateSummaryButton({ leadId, name }: { leadId: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function regenerate() {
    setBusy(true);
    const result = await regenerateSummaryAction({ leadId }).catch(() => ({
      ok: false as const,
      error: "Failed to regenerate summary",
    }));
    setBusy(false);
    if (!result.ok) return void toast.error("Failed to regenerate summary", { description: result.error });
    toast.success("Summary regenerated");
    router.refresh();
  }

  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void regenerate()}
      aria-label={`Regenerate summary of ${name}'s request`}
    >
      {busy ? "Regenerating…" : "Regenerate summary"}
    </Button>
  );
}
