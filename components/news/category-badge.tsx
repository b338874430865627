import { cn } from "@/lib/utils/cn";

// Badge colours per news category. Each pair keeps AA contrast.
const colours: Record<string, string> = {
  Visa: "bg-teal-50 text-teal-800 ring-teal-200",
  Workspace: "bg-sky-50 text-sky-800 ring-sky-200",
  Finance: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Lifestyle: "bg-pink-50 text-pink-800 ring-pink-200",
  Legal: "bg-violet-50 text-violet-800 ring-violet-200",
  Tech: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  Health: "bg-red-50 text-red-800 ring-red-200",
  Education: "bg-amber-50 text-amber-900 ring-amber-200",
  "Digital-nomads": "bg-orange-50 text-orange-800 ring-orange-200",
  Travel: "bg-cyan-50 text-cyan-800 ring-cyan-200",
  "Remote-work": "bg-lime-50 text-lime-900 ring-lime-200",
  "Digital Nomad": "bg-orange-50 text-orange-800 ring-orange-200",
};

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        colours[category] ?? "bg-slate-100 text-slate-700 ring-slate-200",
      )}
    >
      {category}
    </span>
  );
}
