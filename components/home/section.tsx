import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** A titled band of the home page. */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
  actions,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16", className)}
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid max-w-2xl gap-2">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {lead ? <p className="text-pretty text-muted-foreground">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
