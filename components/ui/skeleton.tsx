import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

const corners = { md: "rounded-md", xl: "rounded-xl", "2xl": "rounded-2xl", full: "rounded-full" } as const;

/** A pulsing placeholder. The corners are a prop, not a class to override, so no merge is needed. */
export function Skeleton({
  className,
  rounded = "md",
  ...props
}: ComponentProps<"div"> & { rounded?: keyof typeof corners }) {
  return (
    <div aria-hidden className={cn("animate-pulse bg-slate-200", corners[rounded], className)} {...props} />
  );
}
