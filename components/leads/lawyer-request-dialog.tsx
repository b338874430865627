"use client";

import { CheckCircle2 } from "lucide-react";
import { useState, type RefObject } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { LeadMessage } from "@/lib/leads/conversation";
import { LawyerRequestForm, type LeadPrefill } from "./lawyer-request-form";

/**
 * The 'Talk to a lawyer' dialog: the request form, then a confirmation. Signed-in people get their
 * name and email filled in.
 */
export function LawyerRequestDialog({
  open,
  onOpenChange,
  prefill = {},
  conversation = [],
  source,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: LeadPrefill;
  conversation?: LeadMessage[];
  source: "visa-page" | "visa-chat";
  /** The button that opened the dialog: focus goes back to it on close (it is not a Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const viewer = useViewer();
  const [sent, setSent] = useState(false);
  const known =
    viewer.status === "authenticated"
      ? { name: viewer.user.name ?? undefined, email: viewer.user.email }
      : {};

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSent(false);
      }}
    >
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        {sent ? (
          <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
            <CheckCircle2 className="size-10 text-success" aria-hidden />
            <DialogTitle>Request sent</DialogTitle>
            <DialogDescription>
              An immigration lawyer who works in your country will contact you by email, usually within two
              business days.
            </DialogDescription>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Talk to a lawyer</DialogTitle>
              <DialogDescription>
                Tell us what you need. We pass your request to vetted immigration lawyers; only a lawyer who
                takes it sees your contact details.
              </DialogDescription>
            </DialogHeader>
            <LawyerRequestForm
              prefill={{ ...known, ...prefill }}
              conversation={conversation}
              source={source}
              onSent={() => setSent(true)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
