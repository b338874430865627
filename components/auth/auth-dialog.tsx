"use client";

import { AuthPanel } from "@/components/auth/auth-panel";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTranslations } from "next-intl";
import { site } from "@/lib/config/site";

/** The Login / Register dialog, opened from anywhere through useAuthDialog(). */
export function AuthDialog() {
  const { open, setOpen, tab, setTab } = useAuthDialog();
  const t = useTranslations("auth.dialog");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {tab === "login" ? t("loginTitle") : t("registerTitle", { name: site.name })}
          </DialogTitle>
          <DialogDescription>
            {tab === "login" ? t("loginDescription") : t("registerDescription")}
          </DialogDescription>
        </DialogHeader>
        <AuthPanel tab={tab} onTabChange={setTab} onFinished={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
