/**
 * A real sign-in over HTTP, as the browser does it: next-auth's CSRF token and cookie, then the
 * credentials callback. Returns the session cookie ("next-auth.session-token=…").
 * `forwardedFor` gives the request its own client address (the server must trust one proxy hop).
 */
export async function login(
  base: string,
  email: string,
  password: string,
  forwardedFor?: string,
): Promise<string> {
  const client: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: client });
  const jar = (csrf.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...client, "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = (response.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c!.startsWith("next-auth.session-token"));
  if (!session) throw new Error(`login failed for ${email}: ${response.status}`);
  return session;
}
