import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";

// Badge colours and catalogue key per news category: ours, and the feeds' own frequent ones. Each
// colour pair keeps AA contrast. A category not listed shows as the feed wrote it.
const categories: Record<string, { colour: string; key: keyof IntlMessages["home"]["news"]["categories"] }> =
  {
    Visa: { colour: "bg-teal-50 text-teal-800 ring-teal-200", key: "visa" },
    Workspace: { colour: "bg-sky-50 text-sky-800 ring-sky-200", key: "workspace" },
    Finance: { colour: "bg-emerald-50 text-emerald-800 ring-emerald-200", key: "finance" },
    Lifestyle: { colour: "bg-pink-50 text-pink-800 ring-pink-200", key: "lifestyle" },
    Legal: { colour: "bg-violet-50 text-violet-800 ring-violet-200", key: "legal" },
    Tech: { colour: "bg-indigo-50 text-indigo-800 ring-indigo-200", key: "tech" },
    Health: { colour: "bg-red-50 text-red-800 ring-red-200", key: "health" },
    Education: { colour: "bg-amber-50 text-amber-900 ring-amber-200", key: "education" },
    "Digital-nomads": { colour: "bg-orange-50 text-orange-800 ring-orange-200", key: "digitalNomads" },
    Travel: { colour: "bg-cyan-50 text-cyan-800 ring-cyan-200", key: "travel" },
    "Remote-work": { colour: "bg-lime-50 text-lime-900 ring-lime-200", key: "remoteWork" },
    "Digital Nomad": { colour: "bg-orange-50 text-orange-800 ring-orange-200", key: "digitalNomad" },
  };

export function CategoryBadge({ category }: { category: string }) {
  const t = useTranslations("home.news.categories");
  const known = Object.hasOwn(categories, category) ? categories[category] : undefined;
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        known?.colour ?? "bg-slate-100 text-slate-700 ring-slate-200",
      )}
    >
      {known ? t(known.key) : category}
    </span>
  );
}
