/**
 * A visitor as the app sees it behind a load balancer: a cookie jar shared by every instance it
 * talks to (like a browser on one site), a client IP sent as X-Forwarded-For (the instances trust
 * one proxy hop), and an Origin matching the instance for mutations (CSRF checks).
 */
export const DEMO_PASSWORD = "Nomad-Demo-2026";
/**
 * Seeded demo accounts (APP_ENV=test). Each has at most 3 live sessions (max_concurrent_sessions):
 * a newer sign-in ends the oldest.
 */
export const demo = {
  member: "member@demo.latitud.app",
  subscriber: "subscriber@demo.latitud.app",
  lawyer: "lawyer@demo.latitud.app",
} as const;

export type Reply = {
  status: number;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
  ms: number;
};

export type RequestOptions = {
  method?: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  ip?: string;
};

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(public ip: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Another visitor (another IP) holding a copy of this one's cookies, e.g. a copied session cookie. */
  copy(ip: string): Visitor {
    const twin = new Visitor(ip);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  /** The fetch options of a request to `base` (used as is by streaming callers). */
  init(base: string, { method = "GET", body, form, headers = {}, ip }: RequestOptions = {}): RequestInit {
    const all: Record<string, string> = { "x-forwarded-for": ip ?? this.ip, ...headers };
    if (this.cookies.size) all.cookie = this.cookieHeader;
    if (method !== "GET" && method !== "HEAD") all.origin = base;
    let payload: string | undefined;
    if (form) {
      all["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      all["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    return { method, headers: all, body: payload, redirect: "manual" };
  }

  /** Keeps the cookies a response sets (and forgets the ones it expires). */
  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=(0|-\d+)\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(base: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const started = Date.now();
    const response = await fetch(`${base}${path}`, {
      ...this.init(base, options),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    this.remember(response);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
      ms: Date.now() - started,
    };
  }

  /** next-auth's credentials sign-in over HTTP: the CSRF token, then the callback. */
  async login(base: string, email: string, password = DEMO_PASSWORD): Promise<void> {
    const { csrfToken } = (await this.request(base, "/api/auth/csrf")).json<{ csrfToken: string }>();
    const reply = await this.request(base, "/api/auth/callback/credentials", {
      method: "POST",
      form: { csrfToken, email, password, json: "true" },
    });
    if (reply.status !== 200 || !this.hasCookie("next-auth.session-token"))
      throw new Error(`Login of ${email} on ${base} failed: ${reply.status} ${reply.text}`);
  }

  async signOut(base: string): Promise<Reply> {
    const { csrfToken } = (await this.request(base, "/api/auth/csrf")).json<{ csrfToken: string }>();
    return this.request(base, "/api/auth/signout", { method: "POST", form: { csrfToken, json: "true" } });
  }

  /** Who /api/auth/session says this visitor is on `base` (null: signed out). */
  async sessionEmail(base: string): Promise<string | null> {
    const session = (await this.request(base, "/api/auth/session")).json<{ user?: { email?: string } }>();
    return session.user?.email ?? null;
  }
}

/**
 * A client address no other visitor of this run (or of a parallel run sharing Redis) has: rate-limit
 * buckets are per IP and outlive a test file.
 */
const prefix = `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
let nextAddress = 0;
export function newIp(): string {
  nextAddress += 1;
  if (nextAddress > 254) throw new Error("newIp: out of addresses");
  return `${prefix}.${nextAddress}`;
}
