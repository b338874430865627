import type common from "@/messages/en/common.json";
import type layout from "@/messages/en/layout.json";
import type errors from "@/messages/en/errors.json";
import type validation from "@/messages/en/validation.json";
import type home from "@/messages/en/home.json";
import type cities from "@/messages/en/cities.json";
import type guides from "@/messages/en/guides.json";
import type visa from "@/messages/en/visa.json";
import type eligibility from "@/messages/en/eligibility.json";
import type marketing from "@/messages/en/marketing.json";
import type legal from "@/messages/en/legal.json";
import type auth from "@/messages/en/auth.json";
import type profile from "@/messages/en/profile.json";
import type billing from "@/messages/en/billing.json";
import type assistant from "@/messages/en/assistant.json";
import type community from "@/messages/en/community.json";
import type communityReactions from "@/messages/en/communityReactions.json";
import type communityThreads from "@/messages/en/communityThreads.json";
import type admin from "@/messages/en/admin.json";
import type lawyer from "@/messages/en/lawyer.json";
import type emails from "@/messages/en/emails.json";
import type stays from "@/messages/en/stays.json";
import type meetups from "@/messages/en/meetups.json";
import type planChange from "@/messages/en/planChange.json";
import type pause from "@/messages/en/pause.json";
import type dunning from "@/messages/en/dunning.json";
import type billingHistory from "@/messages/en/billingHistory.json";
import type billingOps from "@/messages/en/billingOps.json";
import type moderation from "@/messages/en/moderation.json";
import type notifications from "@/messages/en/notifications.json";
import type presence from "@/messages/en/presence.json";
import type communitySearch from "@/messages/en/communitySearch.json";
import type { Locale } from "@/lib/i18n/locales";

// The English catalogue is the reference: a key missing from it is a type error at its `t()` call.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: IntlMessages;
  }
}

declare global {
  type IntlMessages = {
    common: typeof common;
    layout: typeof layout;
    errors: typeof errors;
    validation: typeof validation;
    home: typeof home;
    cities: typeof cities;
    guides: typeof guides;
    visa: typeof visa;
    eligibility: typeof eligibility;
    marketing: typeof marketing;
    legal: typeof legal;
    auth: typeof auth;
    profile: typeof profile;
    billing: typeof billing;
    assistant: typeof assistant;
    community: typeof community;
    communityReactions: typeof communityReactions;
    communityThreads: typeof communityThreads;
    admin: typeof admin;
    lawyer: typeof lawyer;
    emails: typeof emails;
    stays: typeof stays;
    meetups: typeof meetups;
    planChange: typeof planChange;
    pause: typeof pause;
    dunning: typeof dunning;
    billingHistory: typeof billingHistory;
    billingOps: typeof billingOps;
    moderation: typeof moderation;
    notifications: typeof notifications;
    presence: typeof presence;
    communitySearch: typeof communitySearch;
  };
}
