import { format } from "date-fns";
import { Briefcase, MapPin } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Avatar } from "@/components/ui/avatar";
import { getPublicProfile } from "@/lib/profile/profiles";
import { pageLocale } from "@/lib/i18n/server";

type Params = Promise<{ locale: string; uniqueId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const profile = await getPublicProfile((await params).uniqueId);
  return profile
    ? { title: `${profile.name} on Latitud`, robots: { index: false } }
    : { title: "Profile not found", robots: { index: false } };
}

/** A member's public page: only what they chose to share (Sharing tab). */
export default async function PublicProfilePage({ params }: { params: Params }) {
  await pageLocale(params);
  const profile = await getPublicProfile((await params).uniqueId);
  if (!profile) notFound();
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-16 text-center">
      <Avatar src={profile.avatarUrl} name={profile.name} className="size-24 text-3xl" />
      <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
      <ul className="grid gap-2 text-muted-foreground">
        {profile.occupation ? (
          <li className="flex items-center justify-center gap-2">
            <Briefcase className="size-4" aria-hidden /> {profile.occupation}
          </li>
        ) : null}
        {profile.country ? (
          <li className="flex items-center justify-center gap-2">
            <MapPin className="size-4" aria-hidden /> Interested in {profile.country}
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted-foreground">
        Latitud member since {format(profile.memberSince, "MMMM yyyy")}
      </p>
    </section>
  );
}
