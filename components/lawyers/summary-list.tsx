/** A lead summary ("Label: value" lines) as a description list. */
export function SummaryList({ lines }: { lines: string[] }) {
  if (!lines.length) return <p className="text-sm text-muted-foreground">No summary yet.</p>;
  return (
    <dl className="grid gap-1.5 text-sm">
      {lines.map((line, i) => {
        const at = line.indexOf(":");
        const label = at > 0 && at < 24 ? line.slice(0, at) : null;
        return (
          <div key={i} className="grid gap-x-2 sm:grid-cols-[7rem_1fr]">
            <dt className="font-semibold text-slate-700">{label ?? "Note"}</dt>
            <dd className="text-slate-800">{label ? line.slice(at + 1).trim() : line}</dd>
          </div>
        );
      })}
    </dl>
  );
}
