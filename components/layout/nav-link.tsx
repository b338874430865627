"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** A navigation link that marks itself as the current page. */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} aria-current={isActivePath(pathname, href) ? "page" : undefined} className={className}>
      {children}
    </Link>
  );
}
