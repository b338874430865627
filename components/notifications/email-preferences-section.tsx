import { getTranslations } from "next-intl/server";
import { ProfileSection } from "@/components/profile/profile-section";
import { emailPreferences } from "@/lib/notifications/preferences";
import { EmailPreferencesForm } from "./email-preferences";

/** The profile's 'Email notifications' section (a server component: reads the member's choices). */
export async function EmailPreferencesSection({ userId }: { userId: string }) {
  const t = await getTranslations("notifications.preferences");
  return (
    <ProfileSection title={t("title")} description={t("description")}>
      <EmailPreferencesForm initial={await emailPreferences(userId)} />
    </ProfileSection>
  );
}
