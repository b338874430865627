import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Links and navigation that stay in the visitor's language: `<Link href="/cities">` leads to
 * /es/cities on a Spanish page. `usePathname` answers the path without its language prefix; the
 * router's `replace(path, { locale })` switches language (and the NEXT_LOCALE cookie).
 */
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
export { Link } from "./link";
