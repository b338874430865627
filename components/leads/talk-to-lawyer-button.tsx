"use client";

import { Scale } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

// The form (react-hook-form, zod) loads on first use, not with the static page.
const LawyerRequestDialog = dynamic(
  () => import("./lawyer-request-dialog").then((m) => m.LawyerRequestDialog),
  { ssr: false },
);

/** 'Talk to a lawyer' on the /visa page: opens the request dialog. */
export function TalkToLawyerButton({
  label = "Talk to a lawyer",
  variant = "outline",
}: {
  /** "Talk to a lawyer" in the page's language (the page's server component words it). */
  label?: string;
  variant?: ButtonProps["variant"];
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        ref={opener}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Scale aria-hidden /> {label}
      </Button>
      {used ? (
        <LawyerRequestDialog open={open} onOpenChange={setOpen} source="visa-page" returnFocusTo={opener} />
      ) : null}
    </>
  );
}
