import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { visaChat } from "@/lib/config/chat";
import { cn } from "@/lib/utils/cn";
import type { Usage } from "./use-visa-chat";

/** 'Messages today: X/Y' with a bar (amber from 70 %, red from 90 %) and the upsell button. */
export function UsageBar({ usage, signedIn }: { usage: Usage | null; signedIn: boolean }) {
  const t = useTranslations("assistant.usage");
  if (!usage) return <div className="h-10" aria-hidden />;
  if (usage.max === null) {
    return <p className="text-sm font-medium text-primary">{t("unlimited")}</p>;
  }
  const ratio = usage.max === 0 ? 1 : Math.min(1, usage.count / usage.max);
  const reached = usage.count >= usage.max;
  const colour =
    ratio >= visaChat.usageBar.redAt
      ? "bg-red-600"
      : ratio >= visaChat.usageBar.amberAt
        ? "bg-amber-500"
        : "bg-primary";
  return (
    <div className="flex items-center gap-3">
      <div className="grid flex-1 gap-1">
        <p className="text-sm font-medium" aria-live="polite">
          {reached ? t("reached") : t("today", { count: usage.count, max: usage.max })}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t("bar")}
          aria-valuemin={0}
          aria-valuemax={usage.max}
          aria-valuenow={usage.count}
        >
          <div
            className={cn("h-full rounded-full transition-[width]", colour)}
            style={{ width: `${ratio * 100}%` }}
          />
        </div>
      </div>
      <Link
        href={signedIn ? "/subscription" : "/join?tab=register"}
        className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-primary hover:underline"
      >
        {signedIn ? t("getUnlimited") : t("upgradeForMore")}
      </Link>
    </div>
  );
}
