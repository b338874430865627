"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { approveApplicationAction, rejectApplicationAction } from "@/lib/lawyers/admin-actions";

/** Approve / Reject of one pending lawyer application. */
export function ApplicationReviewButtons({ applicationId, name }: { applicationId: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function review(approve: boolean) {
    setBusy(true);
    const action = approve ? approveApplicationAction : rejectApplicationAction;
    const result = await action({ applicationId }).catch(() => ({
      ok: false as const,
      error: "Permission denied",
    }));
    setBusy(false);
    if (!result.ok)
      return void toast.error(approve ? "Not approved" : "Not rejected", { description: result.error });
    toast.success(approve ? `${name} is now a lawyer` : `${name}'s application was rejected`);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => void review(true)}>
        Approve
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void review(false)}>
        Reject
      </Button>
    </div>
  );
}
