/**
 * Navigation of the header, footer and mobile bottom bar. Labels are keys of the `common.nav`
 * messages; footer column titles keys of `layout.footer`.
 */
export type NavLabel =
  | "cities"
  | "groups"
  | "visa"
  | "services"
  | "plans"
  | "chat"
  | "blog"
  | "events"
  | "forum"
  | "terms"
  | "privacy"
  | "cookies"
  | "safety"
  | "cancellation";
export type NavItem = { href: string; label: NavLabel };

export const mainNav: NavItem[] = [
  { href: "/cities", label: "cities" },
  { href: "/groups", label: "groups" },
  { href: "/visa", label: "visa" },
  { href: "/services", label: "services" },
  { href: "/subscription", label: "plans" },
];

/** Shown only to signed-in users (premium content behind it). */
export const memberNav: NavItem[] = [{ href: "/chat", label: "chat" }];

export const footerNav: {
  title: "explore" | "community" | "legal";
  items: (NavItem & { placeholder?: boolean })[];
}[] = [
  {
    title: "explore",
    items: [
      { href: "/cities", label: "cities" },
      { href: "/groups", label: "groups" },
      { href: "/services", label: "services" },
      { href: "/visa", label: "visa" },
    ],
  },
  {
    title: "community",
    items: [
      { href: "/chat", label: "chat" },
      // Placeholders: they lead to the waitlist until they exist.
      { href: "/coming-soon", label: "blog", placeholder: true },
      { href: "/coming-soon", label: "events", placeholder: true },
      { href: "/coming-soon", label: "forum", placeholder: true },
    ],
  },
  {
    title: "legal",
    items: [
      { href: "/terms-of-service", label: "terms" },
      { href: "/privacy-policy", label: "privacy" },
      { href: "/cookie-policy", label: "cookies" },
      { href: "/safety-information", label: "safety" },
      { href: "/cancellation-policy", label: "cancellation" },
    ],
  },
];
