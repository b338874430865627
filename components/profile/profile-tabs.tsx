"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const tabs = ["profile", "subscription", "sharing"] as const;
type Tab = (typeof tabs)[number];

/** Profile, Subscription and Sharing tabs; the open tab is kept in the URL. */
export function ProfileTabs({ profile, subscription, sharing }: Record<Tab, ReactNode>) {
  const router = useRouter();
  const t = useTranslations("profile.tabs");
  const params = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "profile";
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        router.replace(value === "profile" ? "/profile" : `/profile?tab=${value}`, { scroll: false })
      }
    >
      <TabsList className="max-w-md">
        {tabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(value)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">{profile}</TabsContent>
      <TabsContent value="subscription">{subscription}</TabsContent>
      <TabsContent value="sharing">{sharing}</TabsContent>
    </Tabs>
  );
}
