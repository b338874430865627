"use client";

import { AuthPanel } from "@/components/auth/auth-panel";
import { useAuthDialog, type AuthTab } from "@/components/auth/auth-dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { site } from "@/lib/config/site";

const titles: Record<AuthTab, string> = { login: "Welcome Back", register: `Join ${site.name}` };

/** The Login / Register dialog, opened from anywhere through useAuthDialog(). */
export function AuthDialog() {
  const { open, setOpen, tab, setTab } = useAuthDialog();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{titles[tab]}</DialogTitle>
          <DialogDescription>
            {tab === "login"
              ? "Log in to keep your visa chat history and manage your plan."
              : "A free account gives you more visa questions a day and saves your chat history."}
          </DialogDescription>
        </DialogHeader>
        <AuthPanel tab={tab} onTabChange={setTab} onFinished={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
