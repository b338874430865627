"use client";

import { Link } from "@/lib/i18n/navigation";
import { useState, type ComponentProps } from "react";

/**
 * A link that prefetches its page when the visitor shows intent (a pointer over it, a touch,
 * focus) instead of when it comes on screen. For links on screen at load: the site's chrome
 * (header, bottom bar, on every page) and the first screen of the public pages. Next.js would
 * prefetch all their targets on every page load, spending a phone's data and, while the page is
 * still starting, its main thread, on pages the visitor may never open. A touch comes ~100 ms
 * before the tap, so the page still arrives early.
 */
export function IntentLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
