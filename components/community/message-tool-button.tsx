"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/** One icon button of a message's toolbar (edit, delete, mute, report, reply): named, 32 px. */
export function MessageToolButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
