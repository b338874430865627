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

/**
 * A button that opens the guide dialog; pointing at it or focusing it starts loading the dialog.
 * Until the page has hydrated (a slow phone, a tap in the first second) it submits a plain form
 * that opens the PDF in a new tab, where the dialog would have led, so no tap is lost.
 */
export function GuideButton({
  guide,
  label,
  variant = "outline",
  className,
}: {
  guide: GuideRef;
  label: string;
  variant?: "outline" | "primary" | "secondary";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadGuideDialog();
  const button = (
    <Button
      type={guide.fileUrl ? "submit" : "button"}
      variant={variant}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        event.preventDefault();
        setMounted(true);
        setOpen(true);
      }}
    >
      <Download aria-hidden /> {label}
    </Button>
  );
  return (
    <>
      {guide.fileUrl ? (
        // display: contents keeps the button the item of its row or grid, as without the form.
        <form action={guide.fileUrl} method="get" target="_blank" className="contents">
          {button}
        </form>
      ) : (
        button
      )}
      {mounted ? <GuideDialog guide={guide} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
