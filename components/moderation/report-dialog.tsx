"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { reportMessageSchema, reportReasons } from "@/lib/moderation/schemas";
import { sendReport } from "./moderation-api";

type Values = z.input<typeof reportMessageSchema>;

/**
 * 'Report' on someone else's message: a reason (one of five) and an optional note for the
 * moderators, checked with the server's own schema; a toast confirms it was sent.
 */
export function ReportDialog({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  const t = useTranslations("moderation.report");
  const reasonError = useId();
  const form = useForm<Values, unknown, z.output<typeof reportMessageSchema>>({
    resolver: zodResolver(reportMessageSchema),
    defaultValues: { messageId: message?.id ?? "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (message) form.reset({ messageId: message.id, note: "" });
  }, [message, form]);

  async function submit(values: z.output<typeof reportMessageSchema>) {
    const result = await sendReport(values);
    if (!result.ok) return void toast.error(t("failed"), { description: result.error });
    toast.success(t("sent"), { description: t("sentDescription") });
    onClose();
  }

  return (
    <Dialog open={Boolean(message)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <blockquote className="max-h-24 overflow-hidden rounded-lg border-l-4 border-muted bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-700">
          {message?.message}
        </blockquote>
        <HookForm form={form} onSubmit={submit} className="grid gap-4" aria-label={t("title")}>
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.reason ? reasonError : undefined}
            aria-invalid={errors.reason ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t("reason")}</legend>
            {reportReasons.map((reason) => (
              <label key={reason} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={reason}
                  className="size-4 accent-primary"
                  {...form.register("reason")}
                />
                {t(`reasons.${reason}`)}
              </label>
            ))}
            {errors.reason ? (
              <p id={reasonError} className="text-sm text-destructive">
                {t("errors.reason")}
              </p>
            ) : null}
          </fieldset>
          <FormField
            label={t("note")}
            hint={t("noteHint")}
            error={errors.note ? t("errors.note") : undefined}
          >
            <FormControl>
              <Textarea rows={3} maxLength={community.reportNoteMaxLength} {...form.register("note")} />
            </FormControl>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t("submit")}
            </Button>
          </DialogFooter>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
