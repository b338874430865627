"use client";

import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { useViewer } from "@/components/auth/use-viewer";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

// The menu (and its popper) only loads for signed-in users.
const UserMenu = dynamic(() => import("@/components/auth/user-menu").then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Skeleton className="size-9" rounded="full" />,
});

/** The header's right side: 'Log in' for visitors, the avatar menu for members. */
export function AccountControls() {
  const { openAuthDialog } = useAuthDialog();
  const viewer = useViewer();
  const t = useTranslations("auth.header");
  if (viewer.status === "loading") return <Skeleton className="size-9" rounded="full" />;
  if (viewer.status === "authenticated") return <UserMenu user={viewer.user} />;
  return (
    <Button size="sm" onClick={() => openAuthDialog("login")}>
      {t("logIn")}
    </Button>
  );
}
