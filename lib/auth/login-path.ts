/** The login page, with where to send the user back after logging in (`next`). Safe in the browser. */
export function loginPath(returnPath: string): string {
  return `/join?next=${encodeURIComponent(returnPath)}`;
}
