"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { storageKeys } from "@/lib/config/site";

/**
 * 'This is an alpha version' strip above the header. Dismissal is kept in local storage; a tiny
 * script in the document head (lib/config/banner-script.ts) applies it before the first paint, so a
 * dismissed banner never flashes or shifts the layout.
 */
export function AlphaBanner() {
  const t = useTranslations("common.alphaBanner");
  function dismiss() {
    try {
      localStorage.setItem(storageKeys.alphaBannerDismissed, "1");
    } catch {
      // Storage can be unavailable (private mode); the banner still hides for this page view.
    }
    document.documentElement.setAttribute("data-banner-dismissed", "");
  }

  return (
    <div
      data-alpha-banner
      className="flex h-[var(--banner-height)] items-center justify-center gap-2 bg-slate-900 px-9 text-center text-[11px] font-medium text-white sm:text-sm"
    >
      <p className="truncate">{t("text")}</p>
      <button
        type="button"
        onClick={dismiss}
        className="absolute right-1 inline-flex size-9 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 hover:text-white"
        aria-label={t("dismiss")}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
