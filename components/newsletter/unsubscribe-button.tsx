"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { unsubscribeFromNewsletterAction } from "@/lib/newsletter/actions";

export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("marketing.newsletter.unsubscribe");
  const [state, setState] = useState<"idle" | "working" | "done">("idle");
  if (state === "done")
    return (
      <p role="status" className="text-center font-medium">
        {t("done")}
      </p>
    );
  return (
    <Button
      className="w-full"
      disabled={state === "working"}
      onClick={async () => {
        setState("working");
        const result = await unsubscribeFromNewsletterAction({ token }).catch(() => null);
        if (result?.ok) setState("done");
        else {
          setState("idle");
          toast.error(t("failed"), { description: result?.error ?? t("retry") });
        }
      }}
    >
      {state === "working" ? t("working") : t("button")}
    </Button>
  );
}
