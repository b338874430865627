"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { approveApplicationAction, rejectApplicationAction } from "@/lib/lawyers/admin-actions";

/** Approve / Reject of one pending lawyer application. */
export function ApplicationReviewButtons({ applicationId, name }: { applicationId: string; name: string }) {
  const t = useTranslations("admin.applications.review");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function review(approve: boolean) {
    setBusy(true);
    const action = approve ? approveApplicationAction : rejectApplicationAction;
    const result = await action({ applicationId }).catch(() => ({
      ok: false as const,
      error: t("permissionDenied"),
    }));
    setBusy(false);
    if (!result.ok)
      return void toast.error(approve ? t("notApproved") : t("notRejected"), { description: result.error });
    toast.success(approve ? t("approved", { name }) : t("rejected", { name }));
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => void review(true)}>
        {t("approve")}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void review(false)}>
        {t("reject")}
      </Button>
    </div>
  );
}
