/**
 * The message catalogues, one JSON file per namespace and language (messages/<locale>/<namespace>.json).
 * `common` holds what the shell's client components say (navigation, the language switcher) and
 * `layout` what the server renders around every page (site description, footer). Server code reads them all; a client component gets only the namespaces its page hands it
 * (components/i18n/client-messages.tsx), so a page ships the messages it uses and no others.
 */
export const namespaces = [
  "common",
  "layout",
  "errors",
  "validation",
  "home",
  "cities",
  "guides",
  "visa",
  "eligibility",
  "marketing",
  "legal",
  "auth",
  "profile",
  "billing",
  "assistant",
  "community",
  "communityReactions",
  "communityThreads",
  "admin",
  "lawyer",
  "emails",
  "stays",
  "meetups",
  "planChange",
  "pause",
  "dunning",
  "billingHistory",
  "billingOps",
  "moderation",
  "notifications",
  "presence",
  "communitySearch",
] as const;

export type Namespace = (typeof namespaces)[number];
