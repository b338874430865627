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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full" aria-label="Account menu">
        <Avatar src={user.image} name={user.name} email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.name ?? "Your account"}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
          {user.isAdmin ? (
            <span className="mt-1 block text-xs font-semibold text-primary">Admin Account</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink href="/profile" icon={UserRound}>
          Profile
        </MenuLink>
        {user.hasSubscription ? (
          <MenuLink href="/chat" icon={MessagesSquare}>
            Community Chat
          </MenuLink>
        ) : null}
        <MenuLink href="/subscription" icon={CreditCard}>
          Subscription
        </MenuLink>
        {user.isAdmin ? (
          <>
            <MenuLink href="/admin" icon={LayoutDashboard}>
              Admin Dashboard
            </MenuLink>
            <MenuLink href="/admin/test-plan" icon={FlaskConical}>
              Test Plan ($1)
            </MenuLink>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden /> Log out
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
