"use client";

import { usePathname } from "@/lib/i18n/navigation";
import { useEffect } from "react";

/** Every path change starts at the top of the page. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
