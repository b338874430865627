import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-muted text-foreground hover:bg-slate-200",
        outline: "border border-input bg-background hover:bg-muted",
        ghost: "hover:bg-muted",
        destructive: "bg-destructive text-white hover:bg-red-700",
        accent: "bg-accent text-slate-950 hover:bg-amber-400",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3",
        md: "h-11 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
      },
      // Long labels ("Turn off two-factor authentication") wrap onto a second line on a 360 px phone
      // instead of widening the page; the size's height stays the minimum.
      wrap: {
        true: "py-2 text-left leading-snug whitespace-normal",
        false: "",
      },
    },
    compoundVariants: [
      { wrap: true, size: "sm", class: "h-auto min-h-9" },
      { wrap: true, size: "md", class: "h-auto min-h-11" },
      { wrap: true, size: "lg", class: "h-auto min-h-12" },
    ],
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** The one button. `asChild` renders its child (a Link, say) with the button's look. */
export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
