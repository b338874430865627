"use client";

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
import { muteMemberSchema } from "@/lib/community/schemas";
import { muteMember } from "./community-api";

const durationLabel = (minutes: number) =>
  minutes < 60
    ? `${minutes} minutes`
    : minutes < 1440
      ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}`
      : `${minutes / 1440} day${minutes === 1440 ? "" : "s"}`;

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const parsed = muteMemberSchema.safeParse({ userId: member.id, minutes, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    const result = await muteMember(member.id, minutes, parsed.data.reason);
    setPending(false);
    if (!result.ok) return setError(result.error);
    toast.success(`${member.name} is muted`, {
      description: `Until ${new Date(result.mutedUntil).toLocaleString()}`,
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
            <DialogTitle>Mute {member?.name}</DialogTitle>
            <DialogDescription>
              They can still read the chat but cannot post until the mute ends.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor="mute-duration" className="text-sm font-medium">
              Duration
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
          <FormField id="mute-reason" label="Reason (optional)" error={error}>
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
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Mute
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
