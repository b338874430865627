import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ProfileSection } from "@/components/profile/profile-section";
import { citiesIn } from "@/lib/cities";
import type { Locale } from "@/lib/i18n/locales";
import { sharedCityOf } from "@/lib/presence/town";
import { CitySharingForm } from "./city-sharing-form";

/** The profile's "Who's in town" setting: premium members pick their current city; others are told it is Premium's. */
export async function CitySharingSection({
  userId,
  premium,
  locale,
}: {
  userId: string;
  premium: boolean;
  locale: Locale;
}) {
  const t = await getTranslations("presence.setting");
  return (
    <ProfileSection title={t("title")} description={t("description")}>
      {premium ? (
        <ClientMessages namespaces={["presence.setting"]}>
          <CitySharingForm
            cities={citiesIn(locale).map(({ id, name, country }) => ({ id, name, country }))}
            initial={await sharedCityOf(userId)}
          />
        </ClientMessages>
      ) : (
        <p className="text-sm text-muted-foreground">{t("premiumOnly")}</p>
      )}
    </ProfileSection>
  );
}
