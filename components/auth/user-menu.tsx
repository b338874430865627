"use client";

import { CreditCard, FlaskConical, LayoutDashboard, LogOut, MessagesSquare, UserRound } from "lucide-react";
import Link from "next/link";
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
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserRound aria-hidden /> Profile
          </Link>
        </DropdownMenuItem>
        {user.hasSubscription ? (
          <DropdownMenuItem asChild>
            <Link href="/chat">
              <MessagesSquare aria-hidden /> Community Chat
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/subscription">
            <CreditCard aria-hidden /> Subscription
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <>
            <DropdownMenuItem asChild>
              <Link href="/admin">
                <LayoutDashboard aria-hidden /> Admin Dashboard
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/admin/test-plan">
                <FlaskConical aria-hidden /> Test Plan ($1)
              </Link>
            </DropdownMenuItem>
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
