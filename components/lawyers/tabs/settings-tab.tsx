import { getTranslations } from "next-intl/server";
import { ProfileSection } from "@/components/profile/profile-section";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { getLawyerProfile, type LawyerProfileView } from "@/lib/lawyers/profile";
import { LawyerProfileForm } from "../profile-form";

const empty: LawyerProfileView = {
  displayName: "",
  bio: null,
  countries: [],
  languages: [],
  specialities: [],
  website: null,
};

/** Settings: the public profile members see, and the countries and languages of the lawyer's leads. */
export async function SettingsTab({ context }: { context: DashboardContext }) {
  const [profile, t] = await Promise.all([
    getLawyerProfile(context.userId).then((found) => found ?? empty),
    getTranslations("lawyer.settings"),
  ]);
  return (
    <section aria-labelledby="settings-heading" className="grid gap-6">
      <h2 id="settings-heading" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <ProfileSection title={t("profileTitle")} description={t("profileDescription")}>
        {context.canAct ? (
          <LawyerProfileForm initial={profile} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("adminNoProfile")}</p>
        )}
      </ProfileSection>
    </section>
  );
}
