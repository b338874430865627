"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmNewsletterAction } from "@/lib/newsletter/actions";
import { newsletterMessages } from "@/lib/newsletter/schema";

/** The confirmation page's one click; the outcome replaces the button. */
export function ConfirmSubscriptionButton({ token }: { token: string }) {
  const [state, setState] = useState<
    { step: "idle" | "working" } | { step: "done" } | { step: "failed"; error: string }
  >({ step: "idle" });
  if (state.step === "done")
    return (
      <p role="status" className="text-center font-medium">
        You&apos;re subscribed. Look out for the next newsletter in your inbox.
      </p>
    );
  return (
    <div className="grid gap-3">
      {state.step === "failed" ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {state.error}
        </p>
      ) : null}
      <Button
        className="w-full"
        disabled={state.step === "working"}
        onClick={async () => {
          setState({ step: "working" });
          const result = await confirmNewsletterAction({ token }).catch(() => null);
          setState(
            result?.ok
              ? { step: "done" }
              : {
                  step: "failed",
                  error: result && !result.ok ? result.error : newsletterMessages.confirmFailed,
                },
          );
        }}
      >
        {state.step === "working" ? "Confirming..." : "Confirm subscription"}
      </Button>
    </div>
  );
}
