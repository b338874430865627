"use client";

import type { ReactNode } from "react";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import { SessionProvider } from "@/components/auth/session";

/**
 * Client-side context shared by the whole app. The session is re-checked every 60 s and on focus: a
 * session revoked on another device ends here too.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AuthDialogProvider>{children}</AuthDialogProvider>
    </SessionProvider>
  );
}
