"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormControl, FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { community } from "@/lib/config/community";
import { formatDate } from "@/lib/i18n/format";
import { muteMemberSchema } from "@/lib/community/schemas";
import { muteMember } from "./community-api";

/** Moderation: an admin mutes a member for a while (they can read but not post). */
export function MuteDialog({
  member,
  onClose,
}: {
  member: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const [minutes, setMinutes] = useState<number>(community.muteDurationsMinutes[1]);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const t = useTranslations("community");
  const locale = useLocale();

  const durationLabel = (minutes: number) =>
    minutes < 60
      ? t("mute.minutes", { count: minutes })
      : minutes < 1440
        ? t("mute.hours", { count: minutes / 60 })
        : t("mute.days", { count: minutes / 1440 });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const parsed = muteMemberSchema.safeParse({ userId: member.id, minutes, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    const result = await muteMember(member.id, minutes, parsed.data.reason);
    setPending(false);
    if (!result.ok) return setError(result.error ?? t("mute.failed"));
    toast.success(t("mute.muted", { name: member.name }), {
      description: t("mute.until", { time: formatDate(result.mutedUntil, "PPp", locale) }),
    });
    setReason("");
    setError(undefined);
    onClose();
  }

  return (
    <Dialog open={Boolean(member)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("mute.title", { name: member?.name ?? "" })}</DialogTitle>
            <DialogDescription>{t("mute.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor="mute-duration" className="text-sm font-medium">
              {t("mute.duration")}
            </label>
            <select
              id="mute-duration"
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
              className="h-11 rounded-lg border border-input bg-background px-3 text-sm"
            >
              {community.muteDurationsMinutes.map((m) => (
                <option key={m} value={m}>
                  {durationLabel(m)}
                </option>
              ))}
            </select>
          </div>
          <FormField id="mute-reason" label={t("mute.reason")} error={error}>
            <FormControl>
              <Input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={community.muteReasonMaxLength}
              />
            </FormControl>
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {t("mute.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
