"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/auth/password-input";
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
import type { ActionResult } from "@/lib/actions/result";
import { reauthenticateAction } from "@/lib/auth/actions";
import { reauthSchema, type ReauthInput } from "@/lib/auth/two-factor/schemas";

/** 'Confirm it's you': the password again, remembered by the server for this session for 10 minutes. */
export function ReauthDialog({
  open,
  onCancel,
  onConfirmed,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const t = useTranslations("profile.reauth");
  const failure = useTranslations("profile.failure");
  const form = useForm<ReauthInput>({ resolver: zodResolver(reauthSchema), defaultValues: { password: "" } });
  const { isSubmitting } = form.formState;

  async function onSubmit(values: ReauthInput) {
    const result = await reauthenticateAction(values).catch(() => null);
    if (!result?.ok)
      return void form.setError("password", { message: result?.error ?? failure("unexpected") });
    form.reset();
    onConfirmed();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        form.reset();
        onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <HookForm form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t("formLabel")}>
          <FormField id="reauth-password" label={t("passwordLabel")} name="password">
            <FormControl>
              <PasswordInput autoComplete="current-password" {...form.register("password")} />
            </FormControl>
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("checking") : t("confirm")}
            </Button>
          </DialogFooter>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Runs a server action that may need a recent re-authentication: when the answer asks for it
 * (fieldErrors.reauth), the dialog opens and the same action runs again once the password is right.
 */
export function useReauthenticated(): {
  run: <T>(
    action: () => Promise<ActionResult<T>>,
    onResult: (result: ActionResult<T> | null) => void,
  ) => Promise<void>;
  dialog: ReactNode;
} {
  const [retry, setRetry] = useState<(() => void) | null>(null);

  const run = useCallback(async function attempt<T>(
    action: () => Promise<ActionResult<T>>,
    onResult: (result: ActionResult<T> | null) => void,
  ): Promise<void> {
    const result = await action().catch(() => null);
    if (result && !result.ok && result.fieldErrors?.reauth)
      return void setRetry(() => () => void attempt(action, onResult));
    onResult(result);
  }, []);

  const dialog = (
    <ReauthDialog
      open={retry !== null}
      onCancel={() => setRetry(null)}
      onConfirmed={() => {
        retry?.();
        setRetry(null);
      }}
    />
  );
  return { run, dialog };
}
