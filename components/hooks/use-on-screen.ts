"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. For parts of
 * a page that load their code or data only when the visitor gets to them, so the first load (and a
 * phone's main thread) stays free of them. `enabled: false` skips the observer.
 */
export function useOnScreen(ref: RefObject<Element | null>, { rootMargin = "0px", enabled = true } = {}) {
  const [onScreen, setOnScreen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || onScreen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, onScreen]);

  return onScreen;
}
