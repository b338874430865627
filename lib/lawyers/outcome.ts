import type { Role } from "@/lib/services/database";

/**
 * What the lawyer and lead functions answer: data, or an HTTP-like status with a message for the
 * person. Route handlers send the status as is; server actions pass the message on.
 */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502; error: string };

export const success = <T>(data: T): Outcome<T> => ({ ok: true, data });
export const refusal = (
  status: Exclude<Outcome<never>, { ok: true }>["status"],
  error: string,
): Outcome<never> => ({ ok: false, status, error });

/** The caller as these functions need it: always loaded from the database by the caller's guard. */
export type Actor = { id: string; email: string; role: Role };

export const LAWYERS_ONLY = "Only approved lawyers can do this. Apply as a lawyer first.";

/** Lawyers act on the marketplace; admins may look but not buy, unlock or edit a profile. */
export const isLawyer = (actor: Actor | null): actor is Actor => actor?.role === "lawyer";

/** The refusal for someone who is not a lawyer: 401 signed out, 403 otherwise. */
export const notLawyer = (actor: Actor | null): Outcome<never> =>
  actor ? refusal(403, LAWYERS_ONLY) : refusal(401, "You must be logged in");
