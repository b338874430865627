"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmNewsletterAction } from "@/lib/newsletter/actions";

/** The confirmation page's one click; the outcome replaces the button. */
export function ConfirmSubscriptionButton({ token }: { token: string }) {
  const t = useTranslations("marketing.newsletter.confirm");
  const [state, setState] = useState<
    { step: "idle" | "working" } | { step: "done" } | { step: "failed"; error: string }
  >({ step: "idle" });
  if (state.step === "done")
    return (
      <p role="status" className="text-center font-medium">
        {t("done")}
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
              : { step: "failed", error: result && !result.ok ? result.error : t("failed") },
          );
        }}
      >
        {state.step === "working" ? t("confirming") : t("button")}
      </Button>
    </div>
  );
}
