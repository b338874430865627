import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * The admin dashboard's table: a bordered, horizontally scrolling frame, a caption for screen
 * readers and a header row. The caller renders the <tbody>. The frame is focusable so a keyboard can
 * scroll a table wider than a phone (the table's caption names it; the frame itself is no landmark).
 */
export function AdminTable({
  caption,
  columns,
  className,
  headClassName,
  children,
}: {
  caption: string;
  columns: string[];
  className?: string;
  headClassName?: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-xl border bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn("bg-muted text-muted-foreground", headClassName)}>
          <tr>
            {columns.map((column) => (
              <th key={column} className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
