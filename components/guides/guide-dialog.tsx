"use client";

import { BookOpenCheck, Download, FileText } from "lucide-react";
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
      toast.error("Download Failed", {
        description: "There was an error downloading the guide. Please try again.",
      });
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
                <DialogTitle>Get Your Free {guide.countryName} Guide</DialogTitle>
                <DialogDescription>
                  Visa options for remote workers, entry rules, cost of living, internet, safety and the best
                  cities, with links to the official sources. A PDF of a few pages.
                </DialogDescription>
              </DialogHeader>
              <div className="flex items-center gap-3 rounded-lg bg-muted p-4 text-sm">
                <FileText className="size-8 shrink-0 text-primary" aria-hidden />
                <span>{guide.countryName} guide for digital nomads (PDF)</span>
              </div>
              <DialogFooter>
                <Button onClick={download} disabled={downloading}>
                  <Download aria-hidden /> {downloading ? "Downloading..." : "Download Now"}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{guide.countryName} Guide Coming Soon</DialogTitle>
                <DialogDescription>
                  The guide for {guide.countryName} is currently being prepared. Check back later!
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button onClick={() => onOpenChange(false)}>OK</Button>
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
            <DialogTitle>Guide Downloaded!</DialogTitle>
            <DialogDescription>
              Your {guide.countryName} guide should start shortly in a new tab. Enjoy planning your move!
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setDownloaded(false)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
