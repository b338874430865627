import * as tripRoute from "@/app/api/visa/stays/[id]/route";
import * as exportRoute from "@/app/api/visa/stays/export/route";
import * as staysRoute from "@/app/api/visa/stays/route";
import { addTrips } from "@/lib/visa/stays/store";
import { MAX_TRIPS } from "@/lib/visa/stays/trips";
import { client, createUser } from "../support/factories";
import { ambientSessionOf } from "../support/signed-in";

/*
 * The planner's routes as Next calls them, on a real database; only Next's request context is stood
 * in for (the session cookie of the user signed in).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "stays-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const request = (path: string, method = "GET", body?: unknown) =>
  new Request(`${origin}${path}`, {
    method,
    headers: { host: "localhost:3000", origin, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const noContext = {} as never;
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

describe("stay planner API", () => {
  it("refuses anonymous visitors with a JSON 401", async () => {
    await ambientSessionOf(null);
    for (const response of [
      await staysRoute.GET(request("/api/visa/stays"), noContext),
      await staysRoute.POST(
        request("/api/visa/stays", "POST", { trips: [{ country: "peru", entry: "2026-01-01", exit: null }] }),
        noContext,
      ),
      await exportRoute.GET(request("/api/visa/stays/export?format=csv"), noContext),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("saves, lists, exports and deletes a member's trips, with a status for each refusal", async () => {
    const user = await createUser();
    await ambientSessionOf(user, client);
    const created = await staysRoute.POST(
      request("/api/visa/stays", "POST", {
        trips: [{ country: "colombia", entry: "2026-02-01", exit: "2026-02-10" }],
      }),
      noContext,
    );
    expect(created.status).toBe(201);
    const [trip] = ((await created.json()) as { trips: { id: string }[] }).trips;

    const invalid = await staysRoute.POST(
      request("/api/visa/stays", "POST", {
        trips: [{ country: "colombia", entry: "2026-02-10", exit: "2026-02-01" }],
      }),
      noContext,
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ error: expect.any(String), field: "trips.0.exit" });

    const listed = await staysRoute.GET(request("/api/visa/stays"), noContext);
    expect(((await listed.json()) as { trips: unknown[] }).trips).toEqual([
      { id: trip!.id, country: "colombia", entry: "2026-02-01", exit: "2026-02-10" },
    ]);

    const csv = await exportRoute.GET(request("/api/visa/stays/export?format=csv"), noContext);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toBe("country,entry,exit\r\ncolombia,2026-02-01,2026-02-10\r\n");
    const ics = await exportRoute.GET(
      request("/api/visa/stays/export?format=ics&passport=eu&locale=es"),
      noContext,
    );
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain("SUMMARY:Viaje: Colombia");
    expect((await exportRoute.GET(request("/api/visa/stays/export?format=pdf"), noContext)).status).toBe(400);
    expect(
      (await exportRoute.GET(request("/api/visa/stays/export?format=ics&passport=xx"), noContext)).status,
    ).toBe(400);

    await addTrips(
      user.id,
      Array.from({ length: MAX_TRIPS - 1 }, () => ({ country: "peru", entry: "2025-01-01", exit: null })),
    );
    const full = await staysRoute.POST(
      request("/api/visa/stays", "POST", { trips: [{ country: "peru", entry: "2026-01-01", exit: null }] }),
      noContext,
    );
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: expect.stringContaining(String(MAX_TRIPS)) });

    const other = await createUser();
    await ambientSessionOf(other, client);
    expect(
      (await tripRoute.DELETE(request(`/api/visa/stays/${trip!.id}`, "DELETE"), idContext(trip!.id))).status,
    ).toBe(404);
    await ambientSessionOf(user, client);
    expect(
      (await tripRoute.DELETE(request(`/api/visa/stays/${trip!.id}`, "DELETE"), idContext(trip!.id))).status,
    ).toBe(204);
  });
});
