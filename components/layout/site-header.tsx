import { useTranslations } from "next-intl";
import { AccountControls } from "@/components/auth/account-controls";
import { HeaderLanguageSwitcher } from "@/components/i18n/language-switcher";
import { AlphaBanner } from "@/components/layout/alpha-banner";
import { HeaderFrame } from "@/components/layout/header-frame";
import { Logo } from "@/components/layout/logo";
import { MemberNavLinks } from "@/components/layout/member-nav-links";
import { NavLink } from "@/components/layout/nav-link";
import { mainNav } from "@/lib/config/navigation";

const desktopLink =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-muted hover:text-foreground aria-[current=page]:text-primary";
const mobileLink =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary";

/**
 * Fixed header under the alpha banner. Rendered on the server; only the scroll state, the menu
 * toggle, the current-page marks and the account controls run in the browser.
 */
export function SiteHeader() {
  const t = useTranslations("common");
  return (
    <div className="fixed inset-x-0 top-0 z-40">
      <AlphaBanner />
      <HeaderFrame
        bar={
          <>
            <Logo />
            <nav aria-label={t("nav.main")} className="hidden md:block">
              <NavList className="flex items-center gap-1" linkClassName={desktopLink} />
            </nav>
          </>
        }
        actions={
          <>
            <HeaderLanguageSwitcher />
            <AccountControls />
          </>
        }
        mobileMenu={<NavList className="mx-auto grid max-w-7xl gap-1 px-4 py-3" linkClassName={mobileLink} />}
      />
    </div>
  );
}

/** The main links, then the signed-in ones, as one list (the bar on wide screens, the menu on phones). */
function NavList({ className, linkClassName }: { className: string; linkClassName: string }) {
  const t = useTranslations("common.nav");
  return (
    <ul className={className}>
      {mainNav.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} className={linkClassName}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
      <MemberNavLinks linkClassName={linkClassName} />
    </ul>
  );
}
