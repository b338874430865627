"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changeRoleAction, liftSignInLockAction, lockUserAction } from "@/lib/admin/actions";
import { useRouter } from "@/lib/i18n/navigation";

/** Role and lock controls of one user row; `signInLocked`: failed sign-ins locked the account for a while. */
export function UserControls({
  userId,
  email,
  role,
  locked,
  signInLocked,
}: {
  userId: string;
  email: string;
  role: "member" | "lawyer" | "admin";
  locked: boolean;
  signInLocked: boolean;
}) {
  const t = useTranslations("admin.users");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<{ ok: boolean; error?: string }>, success: string) {
    setBusy(true);
    const result = await run().catch(() => ({ ok: false, error: t("controls.permissionDenied") }));
    setBusy(false);
    if (!result.ok) return void toast.error(t("controls.notChanged"), { description: result.error });
    toast.success(success);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${userId}`}>
        {t("controls.roleOf", { email })}
      </label>
      <select
        id={`role-${userId}`}
        value={role}
        disabled={busy}
        onChange={(e) =>
          void act(
            () => changeRoleAction({ userId, role: e.target.value }),
            t("controls.roleChanged", { email }),
          )
        }
        className="h-9 rounded-lg border border-input bg-white px-2 text-sm"
      >
        <option value="member">{t("roles.member")}</option>
        <option value="lawyer">{t("roles.lawyer")}</option>
        <option value="admin">{t("roles.admin")}</option>
      </select>
      <Button
        size="sm"
        variant={locked ? "outline" : "destructive"}
        disabled={busy}
        onClick={() =>
          void act(
            () => lockUserAction({ userId, locked: !locked }),
            locked ? t("controls.unlocked", { email }) : t("controls.locked", { email }),
          )
        }
        aria-label={locked ? t("controls.unlockLabel", { email }) : t("controls.lockLabel", { email })}
      >
        {locked ? t("controls.unlock") : t("controls.lock")}
      </Button>
      {signInLocked ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void act(() => liftSignInLockAction({ userId }), t("controls.signInLockLifted", { email }))
          }
          aria-label={t("controls.liftSignInLockLabel", { email })}
        >
          {t("controls.liftSignInLock")}
        </Button>
      ) : null}
    </div>
  );
}
