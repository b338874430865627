"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { archivePlanAction, deletePlanAction } from "@/lib/admin/actions";

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
  const router = useRouter();
  async function run(action: () => Promise<{ ok: boolean; error?: string }>, done: string) {
    const result = await action().catch(() => ({ ok: false, error: "Permission denied" }));
    if (!result.ok) return void toast.error("Not changed", { description: result.error });
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
            archived ? `${name} restored` : `${name} archived`,
          )
        }
        aria-label={`${archived ? "Restore" : "Archive"} ${name}`}
      >
        {archived ? "Restore" : "Archive"}
      </Button>
      {subscriptions === 0 ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (window.confirm(`Delete the ${name} plan? This cannot be undone.`))
              void run(() => deletePlanAction({ planId }), `${name} deleted`);
          }}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      ) : null}
    </div>
  );
}
