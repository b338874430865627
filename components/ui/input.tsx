import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

const inputBase =
  "flex h-11 w-full rounded-lg border px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 aria-[invalid=true]:border-destructive sm:text-sm";
const tones = {
  light: "border-input bg-background text-foreground placeholder:text-slate-500 disabled:bg-muted",
  // On dark bands (the footer): light text on a dark field.
  dark: "border-slate-600 bg-slate-800 text-white placeholder:text-slate-300",
} as const;

/** The field look, for native selects that cannot use <Input>. */
export const inputClassName = `${inputBase} ${tones.light}`;

export function Input({
  className,
  type = "text",
  tone = "light",
  ...props
}: ComponentProps<"input"> & { tone?: keyof typeof tones }) {
  return <input type={type} className={cn(inputBase, tones[tone], className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputClassName, "h-auto min-h-24 resize-y", className)} {...props} />;
}
