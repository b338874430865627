"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * The real toaster (sonner), loaded on the first toast by components/ui/toast.tsx. Toasts sit at
 * the bottom (right on wide screens, full width on phones), so they never cover the fixed header or
 * the title of a dialog (dialogs are centred, their title at the top); `--toast-offset-bottom`
 * (app/globals.css) keeps them above the phone's bottom bar and the community chat's composer.
 */
export function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => {
    // Let sonner subscribe to its store before the first toast is sent.
    const frame = requestAnimationFrame(onMounted);
    return () => cancelAnimationFrame(frame);
  }, [onMounted]);
  return (
    <Sonner
      position="bottom-right"
      offset={{ bottom: "var(--toast-offset-bottom)", right: "1.5rem" }}
      mobileOffset={{ bottom: "var(--toast-offset-bottom)", left: "0.75rem", right: "0.75rem" }}
      closeButton
      toastOptions={{
        classNames: {
          toast: "rounded-xl border bg-background text-foreground shadow-lg",
          description: "text-muted-foreground",
          error: "border-red-200",
        },
      }}
    />
  );
}
