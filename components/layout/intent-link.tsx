"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link of the site's own chrome (header, bottom bar). These are on every page and always on
 * screen, so Next.js would prefetch all their targets on every page load, spending a phone's data
 * and main thread on pages the visitor may never open. They prefetch when the visitor shows
 * intent instead: a pointer over the link, a touch, focus.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
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
