"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "@/lib/i18n/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { site } from "@/lib/config/site";
import { cn } from "@/lib/utils/cn";

/**
 * The interactive part of the header: opaque at the top of the page, translucent once scrolled past
 * `site.headerScrollThreshold` (10 px), and the mobile menu, which closes on every route change.
 * The bar's content and the menu's links are rendered on the server and passed in.
 */
export function HeaderFrame({
  bar,
  actions,
  mobileMenu,
}: {
  bar: ReactNode;
  actions: ReactNode;
  mobileMenu: ReactNode;
}) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);

  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > site.headerScrollThreshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "border-b transition-[background-color,box-shadow,backdrop-filter] duration-200",
        scrolled ? "border-border bg-white/80 shadow-sm backdrop-blur-md" : "border-transparent bg-white",
      )}
    >
      <div className="mx-auto flex h-[var(--header-height)] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {bar}
        <div className="flex items-center gap-2">
          {/* The account controls keep the width of 'Log in' from the start (AccountControls), so the
              group keeps its place when the session replaces the loading placeholder. */}
          <div className="flex items-center justify-end gap-1">{actions}</div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-white md:hidden">
          {mobileMenu}
        </nav>
      ) : null}
    </header>
  );
}
