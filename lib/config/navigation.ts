/** Navigation of the header, footer and mobile bottom bar. */
export type NavItem = { href: string; label: string };

export const mainNav: NavItem[] = [
  { href: "/cities", label: "Cities" },
  { href: "/groups", label: "Groups" },
  { href: "/visa", label: "Visa Info" },
  { href: "/services", label: "Services" },
  { href: "/subscription", label: "Plans" },
];

/** Shown only to signed-in users (premium content behind it). */
export const memberNav: NavItem[] = [{ href: "/chat", label: "Chat" }];

export const footerNav: { title: string; items: (NavItem & { placeholder?: boolean })[] }[] = [
  {
    title: "Explore",
    items: [
      { href: "/cities", label: "Cities" },
      { href: "/groups", label: "Groups" },
      { href: "/services", label: "Services" },
      { href: "/visa", label: "Visa Info" },
    ],
  },
  {
    title: "Community",
    items: [
      { href: "/chat", label: "Chat" },
      // Placeholders: they lead to the waitlist until they exist.
      { href: "/coming-soon", label: "Blog", placeholder: true },
      { href: "/coming-soon", label: "Events", placeholder: true },
      { href: "/coming-soon", label: "Forum", placeholder: true },
    ],
  },
  {
    title: "Legal",
    items: [
      { href: "/terms-of-service", label: "Terms" },
      { href: "/privacy-policy", label: "Privacy" },
      { href: "/cookie-policy", label: "Cookies" },
      { href: "/safety-information", label: "Safety" },
      { href: "/cancellation-policy", label: "Cancellation" },
    ],
  },
];
