"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changeRoleAction, liftSignInLockAction, lockUserAction } from "@/lib/admin/actions";

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
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<{ ok: boolean; error?: string }>, success: string) {
    setBusy(true);
    const result = await run().catch(() => ({ ok: false, error: "Permission denied" }));
    setBusy(false);
    if (!result.ok) return void toast.error("Not changed", { description: result.error });
    toast.success(success);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {email}
      </label>
      <select
        id={`role-${userId}`}
        value={role}
        disabled={busy}
        onChange={(e) =>
          void act(() => changeRoleAction({ userId, role: e.target.value }), `Role of ${email} changed`)
        }
        className="h-9 rounded-lg border border-input bg-white px-2 text-sm"
      >
        <option value="member">Member</option>
        <option value="lawyer">Lawyer</option>
        <option value="admin">Admin</option>
      </select>
      <Button
        size="sm"
        variant={locked ? "outline" : "destructive"}
        disabled={busy}
        onClick={() =>
          void act(
            () => lockUserAction({ userId, locked: !locked }),
            locked ? `${email} unlocked` : `${email} locked`,
          )
        }
        aria-label={`${locked ? "Unlock" : "Lock"} ${email}`}
      >
        {locked ? "Unlock" : "Lock"}
      </Button>
      {signInLocked ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void act(() => liftSignInLockAction({ userId }), `${email} can sign in again`)}
          aria-label={`Lift the sign-in lock of ${email}`}
        >
          Lift sign-in lock
        </Button>
      ) : null}
    </div>
  );
}
