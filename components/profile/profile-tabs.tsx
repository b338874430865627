"use client";

import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const tabs = ["profile", "subscription", "sharing"] as const;
type Tab = (typeof tabs)[number];

/** Profile, Subscription and Sharing tabs; the open tab is kept in the URL. */
export function ProfileTabs({ profile, subscription, sharing }: Record<Tab, ReactNode>) {
  const router = useRouter();
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
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="subscription">Subscription</TabsTrigger>
        <TabsTrigger value="sharing">Sharing</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">{profile}</TabsContent>
      <TabsContent value="subscription">{subscription}</TabsContent>
      <TabsContent value="sharing">{sharing}</TabsContent>
    </Tabs>
  );
}
