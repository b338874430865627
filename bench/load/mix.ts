// What a virtual user does, and how often. Community posts are for subscribers only (members get a
// 403 there, which is not a load failure), so each role has its own weights; half the users are
// members and half subscribers, which together give the mix:
//   60% page views, 10% logins, 15% visa chat messages, 10% community posts, 5% webhook deliveries.

export type Kind = "page" | "login" | "visa" | "community" | "webhook";
export type Role = "member" | "subscriber";

export const kinds: readonly Kind[] = ["page", "login", "visa", "community", "webhook"];

export const weights: Record<Role, Record<Kind, number>> = {
  member: { page: 65, login: 10, visa: 20, community: 0, webhook: 5 },
  subscriber: { page: 55, login: 10, visa: 10, community: 20, webhook: 5 },
};

/** The role of the i-th virtual user of a step: members and subscribers alternate. */
export const roleOf = (index: number): Role => (index % 2 === 0 ? "subscriber" : "member");

export function pickKind(role: Role, random = Math.random): Kind {
  const table = weights[role];
  let roll = random() * kinds.reduce((sum, kind) => sum + table[kind], 0);
  for (const kind of kinds) {
    roll -= table[kind];
    if (roll < 0) return kind;
  }
  return "page";
}

/** Anonymous browsing: the home page, the city list, a city page (any of the eight), the news feed. */
export const citySlugs = [
  "buenos-aires-argentina",
  "lima-peru",
  "medellin-colombia",
  "montevideo-uruguay",
  "quito-ecuador",
  "rio-de-janeiro-brazil",
  "santiago-chile",
  "sao-paulo-brazil",
];

export function pickPage(random = Math.random): string {
  const roll = random();
  if (roll < 0.25) return "/";
  if (roll < 0.5) return "/cities";
  if (roll < 0.75) return `/cities/${citySlugs[Math.floor(random() * citySlugs.length)]}`;
  return "/api/news";
}

/** Every page the browsing visits, for the warm-up. */
export const pagePaths = ["/", "/cities", ...citySlugs.map((slug) => `/cities/${slug}`), "/api/news"];

export const communityRooms = ["general", ...citySlugs];

const communityLines = [
  "Anyone working from a coworking in this city this week?",
  "Looking for a quiet café with reliable wifi, any tips?",
  "Just landed, happy to meet for a coffee tomorrow.",
  "What is the best neighbourhood for a month-long stay?",
  "Recommendations for a local SIM with good data?",
];

export const pickLine = (random = Math.random) =>
  communityLines[Math.floor(random() * communityLines.length)]!;
