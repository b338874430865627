"use client";

import {
  CreditCard,
  FlaskConical,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { logOut } from "@/components/auth/log-out";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Viewer } from "@/lib/auth/viewer";

/**
 * The signed-in header control: the avatar button and its menu (Profile, Community Chat for
 * subscribers, Subscription, Admin Dashboard and Test Plan for admins, Log out).
 */
export function UserMenu({ user }: { user: Viewer }) {
  const t = useTranslations("auth.header");
  const locale = useLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full" aria-label={t("menuLabel")}>
        <Avatar src={user.image} name={user.name} email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.name ?? t("yourAccount")}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
          {user.isAdmin ? (
            <span className="mt-1 block text-xs font-semibold text-primary">{t("adminAccount")}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink href="/profile" icon={UserRound}>
          {t("profile")}
        </MenuLink>
        {user.hasSubscription ? (
          <MenuLink href="/chat" icon={MessagesSquare}>
            {t("communityChat")}
          </MenuLink>
        ) : null}
        <MenuLink href="/subscription" icon={CreditCard}>
          {t("subscription")}
        </MenuLink>
        {user.isAdmin ? (
          <>
            <MenuLink href="/admin" icon={LayoutDashboard}>
              {t("adminDashboard")}
            </MenuLink>
            <MenuLink href="/admin/test-plan" icon={FlaskConical}>
              {t("testPlan")}
            </MenuLink>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut(locale)}>
          <LogOut aria-hidden /> {t("logOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link href={href}>
        <Icon aria-hidden /> {children}
      </Link>
    </DropdownMenuItem>
  );
}
