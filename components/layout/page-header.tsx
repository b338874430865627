import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** The title block at the top of a content page. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header
      className={cn("mx-auto grid max-w-3xl gap-3 px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-14", className)}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="text-base text-pretty text-muted-foreground sm:text-lg">{lead}</p> : null}
      {children}
    </header>
  );
}
