import { requireUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { apiRoute, assertSameOrigin } from "@/lib/http/api";
import { deleteTrip } from "@/lib/visa/stays/store";

/** Deletes one of the member's saved trips: 204, or 404 when they have no such trip. */
export const DELETE = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  assertSameOrigin(request);
  const user = await requireUser("Sign in to save your trips.");
  const { id } = await params;
  if (!(await deleteTrip(user.id, id))) throw new AppError("not_found", "Trip not found.");
  return new Response(null, { status: 204 });
});
