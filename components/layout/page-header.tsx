import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The title block at the top of a content page. */
export function PageHeader({ eyebrow, title, lead, children, className }: { eyebrow?: string; title: ReactNode; lead?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <header className={cn("mx-auto grid max-w-3xl gap-3 px-4 pb-8 pt-10 text-center sm:px-6 sm:pt-14", className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p> : null}
      <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="text-pretty text-base text-muted-foreground sm:text-lg">{lead}</p> : null}
      {children}
    </header>
  );
}
