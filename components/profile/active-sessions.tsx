"use client";

import { Laptop, Smartphone } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { signOutOtherSessionsAction, signOutSessionAction } from "@/lib/auth/actions";
import { formatTimeAgo } from "@/lib/i18n/format";

export type SessionRow = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
};

/** The browser and system of a user agent (null: not recognised), for a readable device name. */
export function describeDevice(userAgent: string | null): {
  browser: string | null;
  os: string | null;
  mobile: boolean;
} {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
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
            : null;
  return { browser, os, mobile: /Android|iPhone|iPad|Mobile/.test(ua) };
}

/** The member's signed-in devices: each other one can be signed out alone, or all at once. */
export function ActiveSessions({ sessions }: { sessions: SessionRow[] }) {
  const router = useRouter();
  const t = useTranslations("profile.sessions");
  const failure = useTranslations("profile.failure");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  /** "Chrome on Android", in the page's language. */
  function deviceLabel(userAgent: string | null) {
    const { browser, os } = describeDevice(userAgent);
    return t("device", { browser: browser ?? t("browser"), os: os ?? t("unknownDevice") });
  }

  async function signOutOne(session: SessionRow, label: string) {
    setEnding(session.id);
    const result = await signOutSessionAction({ sessionId: session.id }).catch(() => null);
    setEnding(null);
    if (!result?.ok)
      return void toast.error(failure("error"), { description: result?.error ?? failure("unexpected") });
    toast.success(t("signedOut"), { description: t("signedOutDevice", { device: label }) });
    router.refresh();
  }

  async function signOutOthers() {
    setBusy(true);
    const result = await signOutOtherSessionsAction({}).catch(() => null);
    setBusy(false);
    if (!result?.ok)
      return void toast.error(failure("error"), { description: result?.error ?? failure("unexpected") });
    toast.success(t("signedOut"), { description: t("othersEnded", { count: result.data.count }) });
    router.refresh();
  }

  return (
    <div className="grid gap-3">
      {/* grid-cols-1 (minmax(0, 1fr)): a long, truncated IP line must not widen the page on a phone. */}
      <ul className="grid grid-cols-1 gap-2" aria-label={t("listLabel")}>
        {sessions.map((session) => {
          const label = deviceLabel(session.userAgent);
          const Icon = describeDevice(session.userAgent).mobile ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {label}
                  {session.current ? <Badge variant="success">{t("thisDevice")}</Badge> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {t("active", {
                    ip: session.ipAddress ?? t("unknownIp"),
                    ago: formatTimeAgo(session.lastSeenAt, locale),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  disabled={busy || ending !== null}
                  onClick={() => void signOutOne(session, label)}
                  aria-label={t("signOutLabel", {
                    device: label,
                    ip: session.ipAddress ?? t("unknownIpLower"),
                  })}
                >
                  {ending === session.id ? t("signingOut") : t("signOut")}
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
        {busy ? t("signingOut") : t("signOutAll")}
      </Button>
    </div>
  );
}
