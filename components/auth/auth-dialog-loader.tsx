"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";

// The dialog brings the forms, their validation and next-auth's sign-in: loaded on first open only.
const AuthDialog = dynamic(() => import("@/components/auth/auth-dialog").then((m) => m.AuthDialog), {
  ssr: false,
});

/** Mounts the login/register dialog the first time something asks for it, then keeps it mounted. */
export function AuthDialogLoader() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <AuthDialog /> : null;
}
