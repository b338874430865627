"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { unsubscribeFromNewsletterAction } from "@/lib/newsletter/actions";

export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "working" | "done">("idle");
  if (state === "done")
    return (
      <p role="status" className="text-center font-medium">
        Done. You will not receive the newsletter any more.
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
          toast.error("Something went wrong", { description: result?.error ?? "Please try again." });
        }
      }}
    >
      {state === "working" ? "Unsubscribing..." : "Unsubscribe"}
    </Button>
  );
}
