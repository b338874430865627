"use client";

import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { useViewer } from "@/components/auth/use-viewer";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { Skeleton } from "@/components/ui/skeleton";

// The menu (and its popper) only loads for signed-in users.
const UserMenu = dynamic(() => import("@/components/auth/user-menu").then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Skeleton className="size-9" rounded="full" />,
});

/**
 * The header's right side: 'Log in' for visitors, the notifications bell and the avatar menu for
 * members. Always at least as wide as 'Log in' in the page's language (an invisible copy sets the
 * width), so nothing beside it moves when the session replaces the loading placeholder.
 */
export function AccountControls() {
  const t = useTranslations("auth.header");
  return (
    <div className="grid justify-items-end *:[grid-area:1/1]">
      <span aria-hidden className={cn(buttonVariants({ size: "sm" }), "invisible")}>
        {t("logIn")}
      </span>
      <Control label={t("logIn")} />
    </div>
  );
}

function Control({ label }: { label: string }) {
  const { openAuthDialog } = useAuthDialog();
  const viewer = useViewer();
  if (viewer.status === "loading") return <Skeleton className="size-9" rounded="full" />;
  if (viewer.status === "authenticated")
    return (
      <div className="flex items-center gap-1">
        <NotificationBell />
        <UserMenu user={viewer.user} />
      </div>
    );
  return (
    <Button size="sm" onClick={() => openAuthDialog("login")}>
      {label}
    </Button>
  );
}
