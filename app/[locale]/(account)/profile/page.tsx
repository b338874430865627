import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { Suspense } from "react";
import { SubscriptionList } from "@/components/billing/subscription-list";
import { ActiveSessions } from "@/components/profile/active-sessions";
import { AvatarUpload } from "@/components/profile/avatar-upload";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { DataControls } from "@/components/profile/data-controls";
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
import { plansToClose } from "@/lib/billing/account-closure";
import { listUserSubscriptions } from "@/lib/billing/subscriptions";
import { siteUrl } from "@/lib/config/url";
import { getOrCreateProfile } from "@/lib/profile/profiles";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Your profile", robots: { index: false } };

export default async function ProfilePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const user = await getCurrentUser();
  if (!user) {
    return (
      <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Please log in to see your profile</h1>
        <Button asChild>
          <Link href={loginPath("/profile")}>Log in</Link>
        </Button>
      </section>
    );
  }
  const [profile, sessions, subscriptions, twoFactor] = await Promise.all([
    getOrCreateProfile(user.id),
    listActiveSessions(user.id),
    listUserSubscriptions(user.id),
    twoFactorStatus(user.id),
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
            {profile.fullName ?? "Your profile"}
            {user.subscribed ? <Badge variant="accent">Premium</Badge> : null}
          </h1>
          <p className="text-muted-foreground">{profile.occupation ?? "Add your occupation below"}</p>
        </div>
      </header>
      <Suspense>
        <ProfileTabs
          profile={
            <div className="grid gap-6">
              <ProfileSection title="Profile picture">
                <AvatarUpload avatarUrl={profile.avatarUrl} name={profile.fullName} email={user.email} />
              </ProfileSection>
              <ProfileSection title="Personal information">
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
                title="Password"
                description="Changing your password signs you out on your other devices."
              >
                <ChangePasswordForm />
              </ProfileSection>
              <div id="two-factor" className="scroll-mt-24">
                <ProfileSection
                  title="Two-factor authentication"
                  description="A code from your phone at every login, so a stolen password is not enough."
                >
                  <TwoFactorSection
                    summary={{
                      enabled: twoFactor.enabled,
                      enabledOn: twoFactor.enabledAt
                        ? twoFactor.enabledAt.toLocaleDateString("en-GB", {
                            day: "numeric",
                            month: "long",
                            year: "numeric",
                            timeZone: "UTC",
                          })
                        : null,
                      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
                      isAdmin: user.role === "admin",
                      email: user.email,
                    }}
                  />
                </ProfileSection>
              </div>
              <ProfileSection
                title="Active sessions"
                description="Devices signed in to your account. At most 3 at a time."
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
              <ProfileSection
                title="Your data"
                description="Download everything we hold about you, or delete your account for good."
              >
                <DataControls plans={await plansToClose(subscriptions, locale)} />
              </ProfileSection>
            </div>
          }
          subscription={
            <ProfileSection title="Your subscriptions">
              <SubscriptionList subscriptions={subscriptions} />
            </ProfileSection>
          }
          sharing={
            <ProfileSection title="Sharing" description="Choose what your public profile page shows.">
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
          }
        />
      </Suspense>
    </div>
  );
}
