"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { archivePlanAction, deletePlanAction } from "@/lib/admin/actions";
import { useRouter } from "@/lib/i18n/navigation";

/** Archive (or restore) a plan; delete only when nobody ever subscribed to it. */
export function PlanRowActions({
  planId,
  name,
  archived,
  subscriptions,
}: {
  planId: string;
  name: string;
  archived: boolean;
  subscriptions: number;
}) {
  const t = useTranslations("admin.plans.actions");
  const router = useRouter();
  async function run(action: () => Promise<{ ok: boolean; error?: string }>, done: string) {
    const result = await action().catch(() => ({ ok: false, error: t("permissionDenied") }));
    if (!result.ok) return void toast.error(t("notChanged"), { description: result.error });
    toast.success(done);
    router.refresh();
  }
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          void run(
            () => archivePlanAction({ planId, archived: !archived }),
            archived ? t("restored", { name }) : t("archived", { name }),
          )
        }
        aria-label={archived ? t("restoreLabel", { name }) : t("archiveLabel", { name })}
      >
        {archived ? t("restore") : t("archive")}
      </Button>
      {subscriptions === 0 ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (window.confirm(t("confirmDelete", { name })))
              void run(() => deletePlanAction({ planId }), t("deleted", { name }));
          }}
          aria-label={t("deleteLabel", { name })}
        >
          {t("delete")}
        </Button>
      ) : null}
    </div>
  );
}
