import { AppError } from "@/lib/errors";
import type { Role } from "@/lib/services/database";

/** The caller as these functions need it: always loaded from the database by the caller's guard. */
export type Actor = { id: string; email: string; role: Role };

export const LAWYERS_ONLY = "Only approved lawyers can do this. Apply as a lawyer first.";

/** Lawyers act on the marketplace; admins may look but not buy, unlock or edit a profile. */
export const isLawyer = (actor: Actor | null): actor is Actor => actor?.role === "lawyer";

/** The refusal for someone who is not a lawyer: 401 signed out, 403 otherwise. */
export const notLawyer = (actor: Actor | null): AppError =>
  actor ? new AppError("forbidden", LAWYERS_ONLY) : new AppError("unauthorized", "You must be logged in");
