"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2 } from "lucide-react";
import { useState, type RefObject } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { LeadMessagesProvider } from "@/components/leads/lead-messages";
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

/** The request dialog, once its words have loaded (LeadMessagesProvider). */
export function LawyerRequestDialog(props: Parameters<typeof RequestDialog>[0]) {
  return (
    <LeadMessagesProvider>
      <RequestDialog {...props} />
    </LeadMessagesProvider>
  );
}

/**
 * The 'Talk to a lawyer' dialog: the request form, then a confirmation. Signed-in people get their
 * name and email filled in.
 */
function RequestDialog({
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
  const t = useTranslations("lawyer.request");
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
            <DialogTitle>{t("sentTitle")}</DialogTitle>
            <DialogDescription>{t("sentDescription")}</DialogDescription>
            <DialogClose asChild>
              <Button>{t("close")}</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
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
