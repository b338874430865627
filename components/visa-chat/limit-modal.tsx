"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** The upsell modal when the daily limit is reached. The limit shown is the configured one. */
export function LimitModal({
  open,
  onOpenChange,
  signedIn,
  max,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  max: number | null;
}) {
  const t = useTranslations("assistant.limit");
  const quota = { limited: max === null ? "no" : "yes", max: max ?? 0 };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{signedIn ? t("member", quota) : t("visitor", quota)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("later")}
          </Button>
          <Button asChild>
            <Link href={signedIn ? "/subscription" : "/join?tab=register"}>
              {signedIn ? t("upgrade") : t("register")}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
