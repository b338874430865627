/**
 * True when a response tells the browser to drop next-auth's session cookie (an empty value, or an
 * expiry in the past): what a database outage must never cause, or every member would be signed out.
 */
export function clearsSessionCookie(headers: Headers): boolean {
  return headers.getSetCookie().some((line) => {
    const [pair = "", ...attributes] = line.split(";");
    if (!pair.trim().startsWith("next-auth.session-token")) return false;
    const value = pair.slice(pair.indexOf("=") + 1).trim();
    return (
      !value ||
      attributes.some(
        (a) =>
          /^\s*max-age=(0|-\d+)\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()),
      )
    );
  });
}
