import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { BillingRecords } from "@/components/billing/billing-records";
import { SubscriptionList } from "@/components/billing/subscription-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { EmailPreferencesSection } from "@/components/notifications/email-preferences-section";
import { CitySharingSection } from "@/components/presence/city-sharing-section";
import { ActiveSessions } from "@/components/profile/active-sessions";
import { AvatarUpload } from "@/components/profile/avatar-upload";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { DataControls } from "@/components/profile/data-controls";
import { LanguageSetting } from "@/components/profile/language-setting";
import { ProfileForm } from "@/components/profile/profile-form";
import { ProfileSection } from "@/components/profile/profile-section";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import { SharingPanel } from "@/components/profile/sharing-panel";
import { TwoFactorSection } from "@/components/profile/two-factor-section";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { loginPath } from "@/lib/auth/login-path";
import { listActiveSessions } from "@/lib/auth/sessions";
import { twoFactorStatus } from "@/lib/auth/two-factor/status";
import { userLanguage } from "@/lib/auth/users";
import { plansToClose } from "@/lib/billing/account-closure";
import { listUserSubscriptions } from "@/lib/billing/subscriptions";
import { siteUrl } from "@/lib/config/url";
import { formatLongDate } from "@/lib/i18n/format";
import { localizedPath } from "@/lib/i18n/locales";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { getOrCreateProfile } from "@/lib/profile/profiles";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "profile" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ProfilePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("profile");
  const user = await getCurrentUser();
  if (!user) {
    return (
      <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("signedOut.title")}</h1>
        <Button asChild>
          {/* Already in the page's language: a plain link. */}
          <a href={loginPath(localizedPath("/profile", locale))}>{t("signedOut.logIn")}</a>
        </Button>
      </section>
    );
  }
  const [profile, sessions, subscriptions, twoFactor, language] = await Promise.all([
    getOrCreateProfile(user.id),
    listActiveSessions(user.id),
    listUserSubscriptions(user.id),
    twoFactorStatus(user.id),
    userLanguage(user.id),
  ]);

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar
          src={profile.avatarUrl}
          name={profile.fullName}
          email={user.email}
          className="size-16 text-xl"
        />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {profile.fullName ?? t("header.yourProfile")}
            {user.subscribed ? <Badge variant="accent">{t("header.premium")}</Badge> : null}
          </h1>
          <p className="text-muted-foreground">{profile.occupation ?? t("header.addOccupation")}</p>
        </div>
      </header>
      {/* The password fields are the account forms'; the Subscription tab is billing's. */}
      <ClientMessages
        namespaces={[
          "profile",
          "auth.fields",
          "auth.passwordHint",
          "billing",
          "validation.auth",
          "validation.profile",
          "notifications.preferences",
        ]}
      >
        <Suspense>
          <ProfileTabs
            profile={
              <div className="grid gap-6">
                <ProfileSection title={t("sections.picture")}>
                  <AvatarUpload avatarUrl={profile.avatarUrl} name={profile.fullName} email={user.email} />
                </ProfileSection>
                <ProfileSection title={t("sections.personal")}>
                  <ProfileForm
                    email={user.email}
                    initial={{
                      fullName: profile.fullName,
                      occupation: profile.occupation,
                      phoneNumber: profile.phoneNumber,
                    }}
                  />
                </ProfileSection>
                <ProfileSection
                  title={t("sections.language")}
                  description={t("sections.languageDescription")}
                >
                  <LanguageSetting initial={language} />
                </ProfileSection>
                <EmailPreferencesSection userId={user.id} />
                <ProfileSection
                  title={t("sections.password")}
                  description={t("sections.passwordDescription")}
                >
                  <ChangePasswordForm />
                </ProfileSection>
                <div id="two-factor" className="scroll-mt-24">
                  <ProfileSection
                    title={t("sections.twoFactor")}
                    description={t("sections.twoFactorDescription")}
                  >
                    <TwoFactorSection
                      summary={{
                        enabled: twoFactor.enabled,
                        enabledOn: twoFactor.enabledAt ? formatLongDate(twoFactor.enabledAt, locale) : null,
                        recoveryCodesLeft: twoFactor.recoveryCodesLeft,
                        isAdmin: user.role === "admin",
                        email: user.email,
                      }}
                    />
                  </ProfileSection>
                </div>
                <ProfileSection
                  title={t("sections.sessions")}
                  description={t("sections.sessionsDescription")}
                >
                  <ActiveSessions
                    sessions={sessions.map((s) => ({
                      id: s.id,
                      ipAddress: s.ipAddress,
                      userAgent: s.userAgent,
                      lastSeenAt: s.lastSeenAt.toISOString(),
                      createdAt: s.createdAt.toISOString(),
                      current: s.id === user.sessionId,
                    }))}
                  />
                </ProfileSection>
                <ProfileSection title={t("sections.data")} description={t("sections.dataDescription")}>
                  <DataControls plans={await plansToClose(subscriptions, locale)} />
                </ProfileSection>
              </div>
            }
            subscription={
              <div className="grid gap-6">
                <ProfileSection title={t("sections.subscriptions")}>
                  <SubscriptionList subscriptions={subscriptions} />
                </ProfileSection>
                <BillingRecords userId={user.id} />
              </div>
            }
            sharing={
              <div className="grid gap-6">
                <ProfileSection title={t("sections.sharing")} description={t("sections.sharingDescription")}>
                  <SharingPanel
                    publicUrl={`${siteUrl()}/profile/${profile.uniqueId}`}
                    initial={{
                      isPublic: profile.isPublic,
                      shareAvatar: profile.shareAvatar,
                      shareOccupation: profile.shareOccupation,
                      shareCountry: profile.shareCountry,
                    }}
                  />
                </ProfileSection>
                <CitySharingSection userId={user.id} premium={user.hasSubscription} locale={locale} />
              </div>
            }
          />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
