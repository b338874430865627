"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/** The real toaster (sonner), loaded on the first toast by components/ui/toast.tsx. */
export function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => {
    // Let sonner subscribe to its store before the first toast is sent.
    const frame = requestAnimationFrame(onMounted);
    return () => cancelAnimationFrame(frame);
  }, [onMounted]);
  return (
    <Sonner
      position="top-center"
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
