import "server-only";
import { db } from "@/lib/services/database";
import { isLawyer, notLawyer, type Actor } from "./actor";
import type { LawyerProfileInput } from "./schemas";

export type LawyerProfileView = {
  displayName: string;
  bio: string | null;
  countries: string[];
  languages: string[];
  specialities: string[];
  website: string | null;
};

const view = (p: LawyerProfileView): LawyerProfileView => ({
  displayName: p.displayName,
  bio: p.bio,
  countries: p.countries,
  languages: p.languages,
  specialities: p.specialities,
  website: p.website,
});

export async function getLawyerProfile(userId: string): Promise<LawyerProfileView | null> {
  const profile = await db.lawyerProfile.findUnique({ where: { userId } });
  return profile ? view(profile) : null;
}

/** Saves the lawyer's public profile (created on first save if the approval did not create it). */
export async function updateLawyerProfile(
  actor: Actor | null,
  input: LawyerProfileInput,
): Promise<LawyerProfileView> {
  if (!isLawyer(actor)) throw notLawyer(actor);
  const saved = await db.lawyerProfile.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, ...input },
    update: input,
  });
  return view(saved);
}
