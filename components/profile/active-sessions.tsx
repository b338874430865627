"use client";

import { formatDistanceToNow } from "date-fns";
import { Laptop, Smartphone } from "lucide-react";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { signOutOtherSessionsAction, signOutSessionAction } from "@/lib/auth/actions";

export type SessionRow = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
};

/** A readable device name from a user agent ("Chrome on Android"). */
export function describeDevice(userAgent: string | null): { label: string; mobile: boolean } {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "unknown device";
  return { label: `${browser} on ${os}`, mobile: /Android|iPhone|iPad|Mobile/.test(ua) };
}

/** The member's signed-in devices: each other one can be signed out alone, or all at once. */
export function ActiveSessions({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  async function signOutOne(session: SessionRow, label: string) {
    setEnding(session.id);
    const result = await signOutSessionAction({ sessionId: session.id }).catch(() => null);
    setEnding(null);
    if (!result?.ok)
      return void toast.error("Error", { description: result?.error ?? "An unexpected error occurred" });
    toast.success("Signed out", { description: `${label} is signed out.` });
    router.refresh();
  }

  async function signOutOthers() {
    setBusy(true);
    const result = await signOutOtherSessionsAction({}).catch(() => null);
    setBusy(false);
    if (!result?.ok)
      return void toast.error("Error", { description: result?.error ?? "An unexpected error occurred" });
    toast.success("Signed out", {
      description: `${result.data.count} other session${result.data.count === 1 ? "" : "s"} ended.`,
    });
    router.refresh();
  }

  return (
    <div className="grid gap-3">
      {/* grid-cols-1 (minmax(0, 1fr)): a long, truncated IP line must not widen the page on a phone. */}
      <ul className="grid grid-cols-1 gap-2" aria-label="Active sessions">
        {sessions.map((session) => {
          const device = describeDevice(session.userAgent);
          const Icon = device.mobile ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {device.label}
                  {session.current ? <Badge variant="success">This device</Badge> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {session.ipAddress ?? "Unknown IP"} · active{" "}
                  {formatDistanceToNow(new Date(session.lastSeenAt), { addSuffix: true })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  disabled={busy || ending !== null}
                  onClick={() => void signOutOne(session, device.label)}
                  aria-label={`Sign out ${device.label}, ${session.ipAddress ?? "unknown IP"}`}
                >
                  {ending === session.id ? "Signing out..." : "Sign out"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        className="w-fit"
        disabled={busy || ending !== null || others === 0}
        onClick={signOutOthers}
      >
        {busy ? "Signing out..." : "Sign out all other sessions"}
      </Button>
    </div>
  );
}
