"use client";

import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** The upsell modal when the daily limit is reached. The limit shown is the configured one. */
export function LimitModal({
  open,
  onOpenChange,
  signedIn,
  max,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  max: number | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>You&apos;ve reached today&apos;s limit</DialogTitle>
          <DialogDescription>
            {signedIn
              ? `Members can ask ${max ?? "a few"} visa questions a day. Subscribe for unlimited consultations, premium visa services and the community chat.`
              : `Visitors can ask ${max ?? "a few"} questions a day. Register for free to ask more every day and keep your chat history.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button asChild>
            <Link href={signedIn ? "/subscription" : "/join?tab=register"}>
              {signedIn ? "Upgrade Now" : "Register Now"}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
