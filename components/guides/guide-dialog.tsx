"use client";

import { BookOpenCheck, Download, FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { GuideRef } from "@/lib/guides/guides";

/**
 * The guide dialog: 'Get Your Free {country} Guide' with Download Now, or '{country} Guide Coming
 * Soon' with OK. Downloading opens the PDF in a new tab, then 'Guide Downloaded!' confirms.
 */
export function GuideDialog({
  guide,
  open,
  onOpenChange,
}: {
  guide: GuideRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("cities.guideDialog");
  const country = guide.countryName;
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState(false);

  async function download() {
    if (!guide.fileUrl) return;
    setDownloading(true);
    // Open the tab inside the click (popup blockers), then point it at the PDF once it answers.
    const tab = window.open("", "_blank");
    try {
      const response = await fetch(guide.fileUrl, { method: "HEAD" });
      if (!response.ok) throw new Error(String(response.status));
      if (tab) tab.location.href = guide.fileUrl;
      else window.location.href = guide.fileUrl;
      onOpenChange(false);
      setDownloaded(true);
    } catch {
      tab?.close();
      toast.error(t("failedTitle"), { description: t("failedText") });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          {guide.fileUrl ? (
            <>
              <DialogHeader>
                <DialogTitle>{t("title", { country })}</DialogTitle>
                <DialogDescription>{t("text")}</DialogDescription>
              </DialogHeader>
              <div className="flex items-center gap-3 rounded-lg bg-muted p-4 text-sm">
                <FileText className="size-8 shrink-0 text-primary" aria-hidden />
                <span>{t("file", { country })}</span>
              </div>
              <DialogFooter>
                <Button onClick={download} disabled={downloading}>
                  <Download aria-hidden /> {downloading ? t("downloading") : t("download")}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{t("soonTitle", { country })}</DialogTitle>
                <DialogDescription>{t("soonText", { country })}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button onClick={() => onOpenChange(false)}>{t("ok")}</Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={downloaded} onOpenChange={setDownloaded}>
        <DialogContent>
          <DialogHeader>
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
              <BookOpenCheck className="size-6" aria-hidden />
            </span>
            <DialogTitle>{t("doneTitle")}</DialogTitle>
            <DialogDescription>{t("doneText", { country })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setDownloaded(false)}>{t("done")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
