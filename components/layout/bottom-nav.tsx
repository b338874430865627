import { useTranslations } from "next-intl";
import { Building2, Home, Wrench } from "lucide-react";
import { BottomNavAccountItems } from "@/components/layout/bottom-nav-account-items";
import { NavLink } from "@/components/layout/nav-link";

const linkClassName =
  "relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 aria-[current=page]:text-primary";

/**
 * Mobile bottom navigation: Main, Cities, Services, Chat (signed in, premium marker), Profile (to
 * /profile when signed in, else /subscription).
 */
export function BottomNav() {
  const t = useTranslations("common.nav");
  const items = [
    { href: "/", label: t("home"), icon: Home },
    { href: "/cities", label: t("cities"), icon: Building2 },
    { href: "/services", label: t("services"), icon: Wrench },
  ];
  return (
    <nav
      data-bottom-nav
      aria-label={t("bottom")}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {/* Fixed columns (four, or five with Chat: app/globals.css), so items already painted keep
          their place while the rest of the list is still arriving. */}
      <ul data-bottom-nav-items className="mx-auto grid max-w-lg grid-cols-4">
        {items.map(({ href, label, icon: Icon }) => (
          <li key={label}>
            <NavLink href={href} className={linkClassName}>
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
        <BottomNavAccountItems linkClassName={linkClassName} />
      </ul>
    </nav>
  );
}
