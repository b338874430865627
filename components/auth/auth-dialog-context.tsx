"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type AuthTab = "login" | "register";

type AuthDialogState = {
  open: boolean;
  tab: AuthTab;
  openAuthDialog: (tab?: AuthTab) => void;
  setOpen: (open: boolean) => void;
  setTab: (tab: AuthTab) => void;
};

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Lets any component open the login/register dialog (header button, upsells, guarded actions). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>("login");
  const pathname = usePathname();
  const [dialogPath, setDialogPath] = useState(pathname);
  // A link inside the dialog (Forgot password?, Terms) leads to another page: close on route change.
  if (dialogPath !== pathname) {
    setDialogPath(pathname);
    setOpen(false);
  }
  const openAuthDialog = useCallback((next: AuthTab = "login") => {
    setTab(next);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open, tab, openAuthDialog, setOpen, setTab }), [open, tab, openAuthDialog]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return context;
}
