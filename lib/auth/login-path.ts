import { localizedPath, splitLocale } from "@/lib/i18n/locales";

/**
 * The login page in the language of the path to return to, with that path (`next`):
 * "/es/profile" → "/es/join?next=%2Fes%2Fprofile". Safe in the browser.
 */
export function loginPath(returnPath: string): string {
  return `${localizedPath("/join", splitLocale(returnPath).locale)}?next=${encodeURIComponent(returnPath)}`;
}
