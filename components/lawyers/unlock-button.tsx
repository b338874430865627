"use client";

import { LockOpen } from "lucide-react";
import { Link, useRouter } from "@/lib/i18n/navigation";
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
import { unlockLeadAction } from "@/lib/lawyers/actions";
import { countOf } from "@/lib/utils/count";

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
        setError(result?.error ?? "We couldn't unlock this lead. Please try again.");
        return;
      }
      toast.success("Lead unlocked", {
        description: result.data.creditsSpent
          ? `1 credit used, ${countOf(result.data.balance, "credit")} left. The contact details are in My Leads.`
          : "The contact details are in My Leads.",
      });
      router.refresh();
    });
  }

  return (
    <div className="grid justify-items-start gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button disabled={pending} size="sm">
            <LockOpen aria-hidden /> {pending ? "Unlocking..." : premium ? "Unlock" : "Unlock (1 credit)"}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Unlock this lead?</DialogTitle>
            <DialogDescription>
              You&apos;ll see the person&apos;s name, email, phone and chat in My Leads, for good.
            </DialogDescription>
          </DialogHeader>
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            {premium ? (
              "Included in your Premium plan: no credit is used."
            ) : canPay ? (
              <>
                This uses <strong>1 credit</strong>. You have {countOf(balance, "credit")};{" "}
                {countOf(balance - 1, "credit")} left after.
              </>
            ) : (
              "You have no credits left. Buy a credit pack or go Premium to unlock leads."
            )}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {canPay ? (
              <Button onClick={unlock} disabled={pending}>
                {pending ? "Unlocking..." : premium ? "Unlock" : "Unlock for 1 credit"}
              </Button>
            ) : (
              <Button asChild>
                <Link href="/lawyer/dashboard/billing">Buy credits</Link>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}{" "}
          <Link href="/lawyer/dashboard/billing" className="underline underline-offset-2">
            Buy credits
          </Link>
        </p>
      ) : null}
    </div>
  );
}
