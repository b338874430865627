"use client";

import { Download } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { GuideRef } from "@/lib/guides/guides";

// The dialogs (and Radix's dialog, focus trap and scroll lock) load when a visitor first asks for a
// guide, not with the page: the cities and city pages stay light for the phones most visitors use.
const loadGuideDialog = () => import("@/components/guides/guide-dialog").then((m) => m.GuideDialog);
const GuideDialog = dynamic(loadGuideDialog, { ssr: false });

/** A button that opens the guide dialog; pointing at it or focusing it starts loading the dialog. */
export function GuideButton({ guide, label, variant = "outline", className }: { guide: GuideRef; label: string; variant?: "outline" | "primary" | "secondary"; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadGuideDialog();
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden /> {label}
      </Button>
      {mounted ? <GuideDialog guide={guide} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
