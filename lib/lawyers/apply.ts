import "server-only";
import { lockUserRow } from "@/lib/auth/users";
import { db } from "@/lib/services/database";
import { AppError } from "@/lib/errors";
import type { Actor } from "./actor";
import type { ApplicationInput } from "./schemas";

export const PENDING_EXISTS =
  "You already have an application waiting for review. We'll email you once an admin has looked at it.";

/**
 * Files a lawyer application for the signed-in user. One pending application at a time: the user's
 * row is locked for the check and the insert, so two parallel submissions cannot both pass.
 */
export async function submitApplication(
  actor: Actor | null,
  input: ApplicationInput,
): Promise<{ id: string }> {
  if (!actor) throw new AppError("unauthorized", "You must be logged in to apply");
  if (actor.role === "lawyer")
    throw new AppError("conflict", "You are already an approved lawyer on Latitud.");
  return db.$transaction(async (tx) => {
    await lockUserRow(tx, actor.id);
    const pending = await tx.lawyerApplication.count({ where: { userId: actor.id, status: "pending" } });
    if (pending) throw new AppError("conflict", PENDING_EXISTS);
    const application = await tx.lawyerApplication.create({
      data: { userId: actor.id, ...input },
      select: { id: true },
    });
    return application;
  });
}

/** The user's newest application (its status drives the apply page), or null. */
export async function latestApplicationOf(userId: string) {
  return db.lawyerApplication.findFirst({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, status: true, fullName: true, createdAt: true, reviewedAt: true },
  });
}
