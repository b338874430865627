import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export const inputClassName =
  "flex h-11 w-full rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClassName, "h-auto min-h-24 resize-y", className)} {...props} />;
}
