import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SourceNote } from "@/components/sources/source-note";
import { isKnown, type NumberRecord } from "@/lib/cities/numbers/schema";
import type { Sourced } from "@/lib/sources/schema";
import { UnknownValue } from "./unknown-value";

/** One row of a city's panel: an icon, a label, and what the record says with its source. */
export function NumbersRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[2.25rem_1fr] gap-x-3">
      <dt className="contents">
        <span className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      </dt>
      <dd className="col-start-2 grid gap-1.5 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * A record's figure with its source below it, or "Unknown" with the day someone looked. `show`
 * writes the known value.
 */
export function RecordValue<T>({
  record,
  show,
  compact = false,
}: {
  record: NumberRecord<T>;
  compact?: boolean;
  show: (value: T, record: Sourced & { basis?: { en: string } }) => ReactNode;
}) {
  if (!isKnown(record)) return <UnknownValue checkedOn={record.checkedOn} />;
  return (
    <span className="grid gap-0.5">
      <span>{show(record.value, record)}</span>
      <SourceNote fact={record} secondary="secondaryFigure" compact={compact} />
    </span>
  );
}
