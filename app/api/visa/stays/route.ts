import { requireUser } from "@/lib/auth/current-user";
import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { addTrips, listTrips, saveTripsSchema } from "@/lib/visa/stays/store";

const SIGN_IN = "Sign in to save your trips.";

/** The signed-in member's saved trips: → { trips }. */
export const GET = apiRoute(async () => {
  const user = await requireUser(SIGN_IN);
  return Response.json({ trips: await listTrips(user.id) }, { headers: { "cache-control": "no-store" } });
});

/** Saves trips for the member: { trips: [{ country, entry, exit }] } → 201 { trips } (409 past the cap). */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const user = await requireUser(SIGN_IN);
  const { trips } = await readJson(request, saveTripsSchema, { maxBytes: 32_768 });
  return Response.json({ trips: await addTrips(user.id, trips) }, { status: 201 });
});

export const dynamic = "force-dynamic";
