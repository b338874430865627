"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Download, KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useReauthenticated } from "@/components/profile/reauth-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
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
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
  startTwoFactorAction,
} from "@/lib/auth/two-factor/actions";
import { twoFactor } from "@/lib/auth/two-factor/config";
import { confirmTwoFactorSchema, type ConfirmTwoFactorInput } from "@/lib/auth/two-factor/schemas";

export type TwoFactorSummary = {
  enabled: boolean;
  enabledOn: string | null;
  recoveryCodesLeft: number;
  isAdmin: boolean;
  email: string;
};
type Enrolment = { qrCode: string; manualKey: string };
type View =
  { kind: "overview" } | { kind: "enrol"; enrolment: Enrolment } | { kind: "codes"; codes: string[] };

/**
 * Profile → Two-factor authentication: set up (QR code or key, then a first code), recovery codes
 * shown once, regenerate, turn off. The server asks for the password again when the last
 * confirmation is older than 10 minutes (useReauthenticated).
 */
export function TwoFactorSection({ summary }: { summary: TwoFactorSummary }) {
  const router = useRouter();
  const t = useTranslations("profile.twoFactor");
  const failure = useTranslations("profile.failure");
  const { run, dialog } = useReauthenticated();
  const [view, setView] = useState<View>({ kind: "overview" });
  const [busy, setBusy] = useState(false);

  const failed = (result: ActionResult<unknown> | null) =>
    toast.error(t("notSaved"), {
      description: result && !result.ok ? result.error : failure("unexpected"),
    });

  async function guarded<T>(action: () => Promise<ActionResult<T>>, onData: (data: T) => void) {
    setBusy(true);
    await run(action, (result) => (result?.ok ? onData(result.data) : failed(result)));
    setBusy(false);
  }

  const start = () =>
    guarded(
      () => startTwoFactorAction({}),
      (data) => setView({ kind: "enrol", enrolment: data }),
    );
  const regenerate = () =>
    guarded(
      () => regenerateRecoveryCodesAction({}),
      (data) => setView({ kind: "codes", codes: data.recoveryCodes }),
    );
  const disable = () =>
    guarded(
      () => disableTwoFactorAction({}),
      () => {
        toast.success(t("off"));
        router.refresh();
      },
    );

  function finish() {
    setView({ kind: "overview" });
    router.refresh();
  }

  return (
    <div className="grid gap-4">
      {view.kind === "enrol" ? (
        <EnrolmentPanel
          enrolment={view.enrolment}
          run={run}
          onCancel={() => setView({ kind: "overview" })}
          onEnabled={(codes) => setView({ kind: "codes", codes })}
        />
      ) : view.kind === "codes" ? (
        <RecoveryCodes codes={view.codes} email={summary.email} onDone={finish} />
      ) : (
        <Overview
          summary={summary}
          busy={busy}
          onStart={start}
          onRegenerate={regenerate}
          onDisable={disable}
        />
      )}
      {dialog}
    </div>
  );
}

function Overview({
  summary,
  busy,
  onStart,
  onRegenerate,
  onDisable,
}: {
  summary: TwoFactorSummary;
  busy: boolean;
  onStart: () => void;
  onRegenerate: () => void;
  onDisable: () => void;
}) {
  const [confirmOff, setConfirmOff] = useState(false);
  const t = useTranslations("profile.twoFactor");
  if (!summary.enabled) {
    return (
      <div className="grid gap-4">
        {summary.isAdmin ? (
          <Alert variant="warning">
            <ShieldOff aria-hidden />
            <AlertTitle>{t("adminRequired")}</AlertTitle>
            <AlertDescription>{t("adminRequiredDescription")}</AlertDescription>
          </Alert>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <Button className="w-fit" wrap disabled={busy} onClick={onStart}>
          <ShieldCheck aria-hidden /> {busy ? t("starting") : t("start")}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="success">{t("on")}</Badge>
        {summary.enabledOn ? (
          <span className="text-muted-foreground">{t("since", { date: summary.enabledOn })}</span>
        ) : null}
      </p>
      <p
        className={
          summary.recoveryCodesLeft <= 3
            ? "text-sm font-medium text-amber-800"
            : "text-sm text-muted-foreground"
        }
      >
        {t("codesLeft", { left: summary.recoveryCodesLeft, total: twoFactor.recoveryCodeCount })}
        {summary.recoveryCodesLeft <= 3 ? ` ${t("generateSoon")}` : ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" wrap disabled={busy} onClick={onRegenerate}>
          <KeyRound aria-hidden /> {t("regenerate")}
        </Button>
        <Button variant="destructive" wrap disabled={busy} onClick={() => setConfirmOff(true)}>
          <ShieldOff aria-hidden /> {t("turnOff")}
        </Button>
      </div>
      <Dialog open={confirmOff} onOpenChange={setConfirmOff}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("offConfirmTitle")}</DialogTitle>
            <DialogDescription>
              {t("offConfirmDescription")}
              {summary.isAdmin ? ` ${t("offConfirmAdmin")}` : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmOff(false)}>
              {t("keepOn")}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmOff(false);
                onDisable();
              }}
            >
              {t("turnOffConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

type Run = ReturnType<typeof useReauthenticated>["run"];

function EnrolmentPanel({
  enrolment,
  run,
  onCancel,
  onEnabled,
}: {
  enrolment: Enrolment;
  run: Run;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useTranslations("profile.twoFactor");
  const failure = useTranslations("profile.failure");
  const form = useForm<ConfirmTwoFactorInput>({
    resolver: zodResolver(confirmTwoFactorSchema),
    defaultValues: { code: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit() {
    await run(
      () => confirmTwoFactorAction(form.getValues()),
      (result) => {
        if (result?.ok) {
          toast.success(t("turnedOn"));
          return onEnabled(result.data.recoveryCodes);
        }
        form.resetField("code");
        form.setError("code", { message: result?.error ?? failure("unexpected") }, { shouldFocus: true });
      },
    );
  }

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>{t("steps.add")}</li>
        <li>{t("steps.scan")}</li>
        <li>{t("steps.enter")}</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Image
          src={enrolment.qrCode}
          alt={t("qrAlt")}
          width={180}
          height={180}
          unoptimized
          className="rounded-lg border bg-white p-2"
        />
        <FormField id="two-factor-key" label={t("keyLabel")} hint={t("keyHint")} className="min-w-0 flex-1">
          <FormControl>
            <Input
              value={enrolment.manualKey}
              readOnly
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormControl>
        </FormField>
      </div>
      <HookForm
        form={form}
        onSubmit={onSubmit}
        className="grid max-w-xs gap-4"
        aria-label={t("codeFormLabel")}
      >
        <FormField id="two-factor-code" label={t("codeLabel")} name="code">
          <FormControl>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className="font-mono tracking-[0.3em]"
              {...form.register("code")}
            />
          </FormControl>
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("verifying") : t("verify")}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t("cancel")}
          </Button>
        </div>
      </HookForm>
    </div>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useTranslations("profile.twoFactor");
  const failure = useTranslations("profile.failure");
  const text = `${t("codes.fileHeader", { email })}\n${t("codes.fileNote")}\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("codes.copied"));
    } catch {
      toast.error(failure("copyFailed"), { description: t("codes.copyFailedDescription") });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "latitud-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <KeyRound aria-hidden />
        <AlertTitle>{t("codes.title")}</AlertTitle>
        <AlertDescription>{t("codes.description")}</AlertDescription>
      </Alert>
      <ol
        aria-label={t("codes.listLabel")}
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted p-4 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden /> {t("codes.copy")}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden /> {t("codes.download")}
        </Button>
        <Button onClick={onDone}>{t("codes.done")}</Button>
      </div>
    </div>
  );
}
