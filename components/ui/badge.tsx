import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
  {
    variants: {
      variant: {
        default: "bg-primary-soft text-primary ring-1 ring-teal-200 ring-inset",
        muted: "bg-muted text-slate-700",
        accent: "bg-accent-soft text-accent-foreground ring-1 ring-amber-200 ring-inset",
        success: "bg-success-soft text-success ring-1 ring-green-200 ring-inset",
        destructive: "bg-destructive-soft text-red-700 ring-1 ring-red-200 ring-inset",
        solid: "bg-primary text-primary-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
