import { MAX_TRIPS } from "@/lib/visa/stays/trips";
import { addTrips, deleteTrip, listTrips, saveTripsSchema, TRIP_CAP_MESSAGE } from "@/lib/visa/stays/store";
import { createUser } from "../support/factories";

const trip = (i: number) => ({
  country: "peru",
  entry: `2025-01-${String((i % 28) + 1).padStart(2, "0")}`,
  exit: null,
});

describe("saved stay trips", () => {
  it("saves, lists in entry order and deletes only the owner's trips", async () => {
    const owner = await createUser();
    const other = await createUser();
    const [late, early] = await addTrips(owner.id, [
      { country: "colombia", entry: "2026-05-01", exit: "2026-05-20" },
      { country: "mexico", entry: "2026-01-03", exit: null },
    ]);
    expect(await listTrips(owner.id)).toEqual([early, late]);
    expect(early).toEqual({ id: expect.any(String), country: "mexico", entry: "2026-01-03", exit: null });
    expect(await deleteTrip(other.id, late!.id)).toBe(false);
    expect(await deleteTrip(owner.id, "not-a-uuid")).toBe(false);
    expect(await deleteTrip(owner.id, late!.id)).toBe(true);
    expect(await listTrips(owner.id)).toEqual([early]);
    expect(await listTrips(other.id)).toEqual([]);
  });

  it("never lets parallel saves pass the per-member cap", async () => {
    const user = await createUser();
    await addTrips(
      user.id,
      Array.from({ length: MAX_TRIPS - 3 }, (_, i) => trip(i)),
    );
    // Ten requests of one trip each at once: exactly three fit.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => addTrips(user.id, [trip(i)])),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(7);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: TRIP_CAP_MESSAGE });
    expect(await listTrips(user.id)).toHaveLength(MAX_TRIPS);
  });

  it("saves a batch all or nothing", async () => {
    const user = await createUser();
    await addTrips(
      user.id,
      Array.from({ length: MAX_TRIPS - 1 }, (_, i) => trip(i)),
    );
    await expect(addTrips(user.id, [trip(1), trip(2)])).rejects.toMatchObject({ status: 409 });
    expect(await listTrips(user.id)).toHaveLength(MAX_TRIPS - 1);
  });

  it("accepts only trips the planner can read", () => {
    expect(
      saveTripsSchema.safeParse({ trips: [{ country: "peru", entry: "2026-01-01", exit: null }] }).success,
    ).toBe(true);
    for (const bad of [
      { trips: [] },
      { trips: [{ country: "barbados", entry: "2026-01-01", exit: null }] },
      { trips: [{ country: "peru", entry: "2026-02-30", exit: null }] },
      { trips: [{ country: "peru", entry: "2026-03-01", exit: "2026-02-01" }] },
      { trips: [{ country: "peru", entry: "2026-03-01", exit: null, userId: "x" }] },
    ])
      expect(saveTripsSchema.safeParse(bad).success).toBe(false);
  });
});
