"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** What a visitor or a member without premium sees instead of the meetups: an invitation, no data. */
export function MeetupsInvitation({
  kind,
  city,
}: {
  kind: "signedOut" | "notPremium";
  city: { id: string; name: string };
}) {
  const t = useTranslations("meetups.invitation");
  const signedOut = kind === "signedOut";
  const href = signedOut ? `/join?next=${encodeURIComponent(`/cities/${city.id}`)}` : "/subscription";
  return (
    <div className="grid gap-3 rounded-xl border border-dashed bg-white p-4 sm:flex sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{t(signedOut ? "signIn" : "premium", { city: city.name })}</p>
      <Button asChild size="sm" variant={signedOut ? "outline" : "accent"}>
        <Link href={href}>{t(signedOut ? "signInAction" : "premiumAction")}</Link>
      </Button>
    </div>
  );
}
