"use client";

import { LockOpen } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { unlockLeadAction } from "@/lib/lawyers/actions";

/** Unlocks one lead (the server decides the price: one credit, or nothing under premium). */
export function UnlockButton({ leadId, premium }: { leadId: string; premium: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  function unlock() {
    setError(null);
    startTransition(async () => {
      const result = await unlockLeadAction({ leadId }).catch(() => null);
      if (!result?.ok) {
        setError(result?.error ?? "We couldn't unlock this lead. Please try again.");
        return;
      }
      toast.success("Lead unlocked", { description: result.data.creditsSpent ? "1 credit used. The contact details are in My Leads." : "The contact details are in My Leads." });
      router.refresh();
    });
  }

  return (
    <div className="grid justify-items-start gap-2">
      <Button onClick={unlock} disabled={pending} size="sm">
        <LockOpen aria-hidden /> {pending ? "Unlocking..." : premium ? "Unlock" : "Unlock (1 credit)"}
      </Button>
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
