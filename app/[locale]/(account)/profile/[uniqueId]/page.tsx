import { Briefcase, MapPin } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { formatDate } from "@/lib/i18n/format";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/server";
import { getPublicProfile } from "@/lib/profile/profiles";

type Params = Promise<{ locale: string; uniqueId: string }>;

/** "November 2026", "noviembre de 2026", "novembro de 2026". */
const monthPatterns: Record<Locale, string> = { en: "MMMM yyyy", es: "MMMM 'de' yyyy", pt: "MMMM 'de' yyyy" };

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, uniqueId } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: "profile.public",
  });
  const profile = await getPublicProfile(uniqueId);
  return profile
    ? { title: t("metaTitle", { name: profile.name ?? t("member") }), robots: { index: false } }
    : { title: t("notFound"), robots: { index: false } };
}

/** A member's public page: only what they chose to share (Sharing tab). */
export default async function PublicProfilePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("profile.public");
  const profile = await getPublicProfile((await params).uniqueId);
  if (!profile) notFound();
  const name = profile.name ?? t("member");
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <Avatar src={profile.avatarUrl} name={name} className="size-24 text-3xl" />
      <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
      <ul className="grid gap-2 text-muted-foreground">
        {profile.occupation ? (
          <li className="flex items-center justify-center gap-2">
            <Briefcase className="size-4" aria-hidden /> {profile.occupation}
          </li>
        ) : null}
        {profile.country ? (
          <li className="flex items-center justify-center gap-2">
            <MapPin className="size-4" aria-hidden /> {t("interestedIn", { country: profile.country })}
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        {t("memberSince", { date: formatDate(profile.memberSince, monthPatterns[locale], locale) })}
      </p>
    </section>
  );
}
