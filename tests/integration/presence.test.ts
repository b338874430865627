import { randomUUID } from "node:crypto";
import * as onlineRoute from "@/app/api/presence/online/route";
import * as townRoute from "@/app/api/presence/town/route";
import { presence } from "@/lib/config/presence";
import { shareCityAction } from "@/lib/presence/actions";
import { heartbeat } from "@/lib/presence/online";
import { sharedCityOf } from "@/lib/presence/town";
import { db } from "@/lib/services/database";
import { createUser } from "../support/factories";
import { premiumMember } from "../support/premium";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Who's in town and online now, through their routes and action on a real database; only Next's
 * request context is stood in for (the session cookie is signed with next-auth's own encoder).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "presence-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const day = 86_400_000;

/** A member with premium, or without. */
const member = (name: string, premium = true) => (premium ? premiumMember(name) : createUser({ name }));

const as = (user: { id: string } | null) => ambientSessionOf(user);
const call = (path: string, method = "GET") =>
  new Request(`${origin}${path}`, { method, headers: { host: "localhost:3000", origin } });
const town = (city: string) => townRoute.GET(call(`/api/presence/town?city=${city}`), {} as never);
const ping = () => onlineRoute.POST(call("/api/presence/online", "POST"), {} as never);
const online = () => onlineRoute.GET(call("/api/presence/online"), {} as never);

describe("presence", () => {
  it("refuses visitors (401) and members without premium (403), on every call", async () => {
    await as(null);
    for (const response of [await town("medellin-colombia"), await ping(), await online()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: presence.text.signInRequired });
    }
    const free = await member("Free Nomad", false);
    await as(free);
    for (const response of [await town("medellin-colombia"), await ping(), await online()]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: presence.text.premiumOnly });
    }
    expect(await shareCityAction({ cityId: "medellin-colombia" })).toEqual({
      ok: false,
      error: presence.text.premiumOnly,
    });
    expect(await db.memberCity.count({ where: { userId: free.id } })).toBe(0);
  });

  it("shares no city by default; a shared city is listed to other premium members, not to its sharer", async () => {
    const ana = await member("Ana Viajera");
    const ben = await member("Ben Nomad");
    await as(ana);
    expect(await sharedCityOf(ana.id)).toBeNull();
    expect(await (await town("medellin-colombia")).json()).toEqual({ data: [] });

    const shared = await shareCityAction({ cityId: "medellin-colombia" });
    expect(shared).toEqual({ ok: true, data: expect.objectContaining({ cityId: "medellin-colombia" }) });
    expect(await (await town("medellin-colombia")).json()).toEqual({ data: [] });

    await as(ben);
    const body = await (await town("medellin-colombia")).json();
    expect(body.data).toEqual([{ id: ana.id, name: "Ana V.", avatarUrl: null, until: expect.any(String) }]);
    const until = new Date(body.data[0].until).getTime();
    expect(Math.abs(until - (Date.now() + presence.cityCurrentDays * day))).toBeLessThan(60_000);
    expect(await (await town("lima-peru")).json()).toEqual({ data: [] });

    // A share outlives a lapsed membership, but is no longer listed.
    const lapsed = await member("Lalo Lapsed", false);
    await db.memberCity.create({
      data: { userId: lapsed.id, cityId: "medellin-colombia", sharedAt: new Date() },
    });
    expect((await (await town("medellin-colombia")).json()).data.map((m: { id: string }) => m.id)).toEqual([
      ana.id,
    ]);
    // More lapsed shares than the list holds, all newer than Ana's: she is still listed (the query
    // leaves them out before its limit, not after).
    const many = Array.from({ length: presence.townListLimit + 2 }, (_, i) => ({
      id: randomUUID(),
      email: `lapsed-${i}-${randomUUID()}@example.com`,
      passwordHash: "not-a-hash",
    }));
    await db.user.createMany({ data: many });
    await db.memberCity.createMany({
      data: many.map((u) => ({ userId: u.id, cityId: "medellin-colombia", sharedAt: new Date() })),
    });
    expect((await (await town("medellin-colombia")).json()).data.map((m: { id: string }) => m.id)).toEqual([
      ana.id,
    ]);

    // Stopping: "don't share" removes the row.
    await as(ana);
    expect(await shareCityAction({ cityId: null })).toEqual({ ok: true, data: null });
    await as(ben);
    expect(await (await town("medellin-colombia")).json()).toEqual({ data: [] });
  });

  it("refuses a city we do not have (422 for the action, 404 for the list)", async () => {
    await as(await member("Cara Nomad"));
    expect(await shareCityAction({ cityId: "atlantis" })).toEqual({
      ok: false,
      error: presence.text.unknownCity,
    });
    expect((await town("atlantis")).status).toBe(404);
  });

  it("a share counts for 30 days after it was set, then it is no longer listed", async () => {
    const dan = await member("Dan Nomad");
    const eva = await member("Eva Nomad");
    await as(dan);
    await shareCityAction({ cityId: "lima-peru" });
    await as(eva);
    await db.memberCity.update({
      where: { userId: dan.id },
      data: { sharedAt: new Date(Date.now() - (presence.cityCurrentDays * day - 60_000)) },
    });
    expect((await (await town("lima-peru")).json()).data).toHaveLength(1);
    await db.memberCity.update({
      where: { userId: dan.id },
      data: { sharedAt: new Date(Date.now() - presence.cityCurrentDays * day - 1000) },
    });
    expect(await (await town("lima-peru")).json()).toEqual({ data: [] });
    expect(await sharedCityOf(dan.id)).toBeNull();
    // Sharing again restarts the 30 days.
    await as(dan);
    await shareCityAction({ cityId: "lima-peru" });
    await as(eva);
    expect((await (await town("lima-peru")).json()).data).toHaveLength(1);
  });

  it("online now: a heartbeat on one call is seen by another member's call, until the window passes", async () => {
    const fay = await member("Fay Nomad");
    const gus = await member("Gus Nomad");
    await as(fay);
    const first = await (await ping()).json();
    expect(first.data.members).toContainEqual({ id: fay.id, name: "Fay N.", avatarUrl: null });

    await as(gus);
    const seen = await (await online()).json();
    expect(seen.data.members.map((m: { id: string }) => m.id)).toContain(fay.id);
    expect(seen.data.members.map((m: { id: string }) => m.id)).not.toContain(gus.id);
    expect(seen.data.count).toBe(seen.data.members.length);

    // Fay's last heartbeat falls out of the window: she is no longer online.
    await db.$executeRaw`UPDATE member_presence SET last_seen_at = last_seen_at
      - make_interval(secs => ${presence.onlineWindowSeconds + 1}) WHERE user_id = ${fay.id}::uuid`;
    const later = await (await ping()).json();
    const ids = later.data.members.map((m: { id: string }) => m.id);
    expect(ids).toContain(gus.id);
    expect(ids).not.toContain(fay.id);
  });

  it("parallel heartbeats and shares of one member leave one row each", async () => {
    const hal = await member("Hal Nomad");
    await Promise.all(Array.from({ length: 12 }, () => heartbeat(hal.id)));
    expect(await db.memberPresence.count({ where: { userId: hal.id } })).toBe(1);
    await as(hal);
    const cities = [
      "lima-peru",
      "medellin-colombia",
      "cusco-peru",
      "lima-peru",
      "medellin-colombia",
      "cusco-peru",
    ];
    const results = await Promise.all(cities.map((cityId) => shareCityAction({ cityId })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await db.memberCity.count({ where: { userId: hal.id } })).toBe(1);
  });
});
