"use client";

import { LockOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { unlockLeadAction } from "@/lib/lawyers/actions";

/**
 * Unlocks one lead after the lawyer confirms what it costs: one credit (with the balance before
 * and after), or nothing under premium. The server refuses if the cost changed since (unlock.ts).
 */
export function UnlockButton({
  leadId,
  premium,
  balance,
}: {
  leadId: string;
  premium: boolean;
  balance: number;
}) {
  const t = useTranslations("lawyer.unlock");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const cost = premium ? 0 : 1;
  const canPay = premium || balance > 0;

  function unlock() {
    setError(null);
    startTransition(async () => {
      const result = await unlockLeadAction({ leadId, credits: cost }).catch(() => null);
      setOpen(false);
      if (!result?.ok) {
        setError(result?.error ?? t("failed"));
        return;
      }
      toast.success(t("done"), {
        description: result.data.creditsSpent
          ? t("doneWithCredit", { count: result.data.balance })
          : t("doneIncluded"),
      });
      router.refresh();
    });
  }

  return (
    <div className="grid justify-items-start gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button disabled={pending} size="sm">
            <LockOpen aria-hidden /> {pending ? t("unlocking") : premium ? t("unlock") : t("unlockOneCredit")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("confirmTitle")}</DialogTitle>
            <DialogDescription>{t("confirmDescription")}</DialogDescription>
          </DialogHeader>
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            {premium
              ? t("included")
              : canPay
                ? t.rich("cost", {
                    balance,
                    left: balance - 1,
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })
                : t("noCredits")}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            {canPay ? (
              <Button onClick={unlock} disabled={pending}>
                {pending ? t("unlocking") : premium ? t("unlock") : t("confirmOneCredit")}
              </Button>
            ) : (
              <Button asChild>
                <Link href="/lawyer/dashboard/billing">{t("buyCredits")}</Link>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}{" "}
          <Link href="/lawyer/dashboard/billing" className="underline underline-offset-2">
            {t("buyCredits")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
