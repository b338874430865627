"use client";

import { usePathname } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/layout/intent-link";

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** A navigation link of the header and bottom bar that marks itself as the current page. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <IntentLink
      href={href}
      aria-current={isActivePath(pathname, href) ? "page" : undefined}
      className={className}
    >
      {children}
    </IntentLink>
  );
}
