import { randomUUID } from "node:crypto";
import * as meetupsRoute from "@/app/api/meetups/route";
import * as meetupRoute from "@/app/api/meetups/[id]/route";
import * as icsRoute from "@/app/api/meetups/[id]/ics/route";
import * as rsvpRoute from "@/app/api/meetups/[id]/rsvp/route";
import * as streamRoute from "@/app/api/meetups/stream/route";
import { closeListenerHub } from "@/lib/services/realtime";
import { db } from "@/lib/services/database";
import { createUser, randomClient } from "../support/factories";
import { requestContext } from "../support/request-context";
import { sessionCookieOf } from "../support/signed-in";

/*
 * The meetups' routes, called as Next calls them, on a real database. Each request runs in its own
 * request context (cookie of its member, its own IP), so parallel requests are parallel members.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "meetups-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const day = 86_400_000;
const city = "medellin-colombia"; // America/Bogota: UTC-5 all year

type Member = { id: string; cookies: Record<string, string> } | null;

/** A member straight in the database, premium (an active plan) or not, with a session cookie. */
async function member(premium: boolean, name = "Nomad Test"): Promise<NonNullable<Member>> {
  const user = await createUser({ name });
  if (premium)
    await db.subscription.create({
      data: {
        user: { connect: { id: user.id } },
        plan: {
          connectOrCreate: {
            where: { code: "meetups-test" },
            create: { code: "meetups-test", name: "Test", description: "Test plan", priceCents: 1000 },
          },
        },
        status: "active",
        currentPeriodStart: new Date(Date.now() - day),
        currentPeriodEnd: new Date(Date.now() + 20 * day),
        billingProviderId: `sub_${randomUUID()}`,
      },
    });
  return { id: user.id, cookies: (await sessionCookieOf(user)).cookies };
}

/** A route handler called as `who`, from its own IP. */
function call(
  who: Member,
  handler: (request: Request, context: never) => Promise<Response>,
  path: string,
  {
    method = "GET",
    body,
    id,
    signal,
  }: { method?: string; body?: unknown; id?: string; signal?: AbortSignal } = {},
) {
  const headers = new Headers({ host: "localhost:3000", origin, "x-forwarded-for": randomClient().ip });
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    signal,
  });
  const context = { params: Promise.resolve({ id: id ?? "" }) } as never;
  return requestContext.run({ headers, cookies: who?.cookies ?? {} }, () => handler(request, context));
}

const list = (who: Member, query = `city=${city}`) => call(who, meetupsRoute.GET, `/api/meetups?${query}`);
const propose = (who: Member, body: unknown) =>
  call(who, meetupsRoute.POST, "/api/meetups", { method: "POST", body });
const rsvp = (who: Member, id: string, method = "POST") =>
  call(who, method === "POST" ? rsvpRoute.POST : rsvpRoute.DELETE, `/api/meetups/${id}/rsvp`, { method, id });
const cancel = (who: Member, id: string) =>
  call(who, meetupRoute.DELETE, `/api/meetups/${id}`, { method: "DELETE", id });
const ics = (who: Member, id: string) => call(who, icsRoute.GET, `/api/meetups/${id}/ics`, { id });

/** The city's wall clock `days` ahead at 19:30 ("2026-12-04T19:30"). */
function localIn(days: number, time = "19:30") {
  return `${new Date(Date.now() + days * day).toISOString().slice(0, 10)}T${time}`;
}

const proposal = (overrides: Record<string, unknown> = {}) => ({
  cityId: city,
  title: "Coffee, tinto; and code",
  startsAt: localIn(3),
  place: "Café Velvet, Provenza",
  capacity: 4,
  note: "Bring a laptop\nor not",
  ...overrides,
});

async function proposed(who: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await propose(who, proposal(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("who may use meetups", () => {
  it("answers 401 without a session and 403 without premium, for every route", async () => {
    const organiser = await member(true);
    const id = await proposed(organiser);
    const basic = await member(false);
    for (const [who, status] of [
      [null, 401],
      [basic, 403],
    ] as const) {
      expect((await list(who)).status).toBe(status);
      expect((await propose(who, proposal())).status).toBe(status);
      expect((await rsvp(who, id)).status).toBe(status);
      expect((await rsvp(who, id, "DELETE")).status).toBe(status);
      expect((await cancel(who, id)).status).toBe(status);
      expect((await ics(who, id)).status).toBe(status);
    }
    expect(await db.meetupRsvp.count({ where: { meetupId: id } })).toBe(1);
  });

  it("refuses a mutation from another site", async () => {
    const organiser = await member(true);
    const headers = new Headers({ host: "localhost:3000", origin: "https://evil.example" });
    headers.set("content-type", "application/json");
    const request = new Request(`${origin}/api/meetups`, {
      method: "POST",
      headers,
      body: JSON.stringify(proposal()),
    });
    const response = await requestContext.run({ headers, cookies: organiser.cookies }, () =>
      meetupsRoute.POST(request, {} as never),
    );
    expect(response.status).toBe(403);
  });
});

describe("proposing", () => {
  it("reads the time in the city's time zone and lists the meetup with its organiser going", async () => {
    const organiser = await member(true, "Ana María Restrepo");
    const id = await proposed(organiser, { startsAt: localIn(5, "19:30") });
    const body = (await (await list(organiser)).json()) as { data: Record<string, unknown>[] };
    const listed = body.data.find((m) => m.id === id)!;
    expect(listed).toMatchObject({
      title: "Coffee, tinto; and code",
      capacity: 4,
      going: 1,
      viewerGoing: true,
      viewerOrganizes: true,
      organizer: { id: organiser.id, name: "Ana R." },
      city: { id: city, timezone: "America/Bogota" },
    });
    // 19:30 in Bogotá (UTC-5) is 00:30 UTC the next day; it lasts 2 hours.
    const starts = new Date(listed.startsAt as string);
    expect(starts.toISOString()).toBe(
      `${new Date(Date.now() + 6 * day).toISOString().slice(0, 10)}T00:30:00.000Z`,
    );
    expect(new Date(listed.endsAt as string).getTime() - starts.getTime()).toBe(2 * 3_600_000);
  });

  it("answers 422 with the field for bad input, 415 for another type, 400 for a bad query", async () => {
    const organiser = await member(true);
    for (const [overrides, field] of [
      [{ title: " " }, "title"],
      [{ title: "x".repeat(81) }, "title"],
      [{ capacity: 1 }, "capacity"],
      [{ capacity: 51 }, "capacity"],
      [{ capacity: 2.5 }, "capacity"],
      [{ startsAt: "2026-02-31T10:00" }, undefined],
      [{ startsAt: "tomorrow" }, "startsAt"],
      [{ place: "" }, "place"],
      [{ note: "x".repeat(501) }, "note"],
      [{ cityId: "Not A City!" }, "cityId"],
    ] as const) {
      const response = await propose(organiser, proposal(overrides));
      expect(response.status).toBe(422);
      if (field) expect(((await response.json()) as { field?: string }).field).toBe(field);
    }
    expect((await propose(organiser, proposal({ startsAt: localIn(-1) }))).status).toBe(422);
    expect((await propose(organiser, proposal({ startsAt: localIn(200) }))).status).toBe(422);
    expect((await propose(organiser, proposal({ cityId: "atlantis-nowhere" }))).status).toBe(404);
    expect((await propose(organiser, "{not json")).status).toBe(400);
    const text = await call(organiser, meetupsRoute.POST, "/api/meetups", { method: "POST" });
    expect(text.status).toBe(415);
    expect((await list(organiser, "limit=0")).status).toBe(400);
    expect((await list(organiser, "city=NO!")).status).toBe(400);
    expect((await rsvp(organiser, "not-a-uuid")).status).toBe(404);
    expect((await rsvp(organiser, randomUUID())).status).toBe(404);
    expect((await ics(organiser, randomUUID())).status).toBe(404);
    expect(await db.meetup.count({ where: { organizerId: organiser.id } })).toBe(0);
  });

  it("lets a member have at most 3 upcoming meetups, even when proposed in parallel", async () => {
    const organiser = await member(true);
    const responses = await Promise.all(Array.from({ length: 6 }, () => propose(organiser, proposal())));
    expect(statuses(responses)).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await db.meetup.count({ where: { organizerId: organiser.id } })).toBe(3);
    // A cancelled one frees its place.
    const [first] = await db.meetup.findMany({ where: { organizerId: organiser.id }, take: 1 });
    expect((await cancel(organiser, first!.id)).status).toBe(200);
    expect((await propose(organiser, proposal())).status).toBe(201);
  });
});

describe("live", () => {
  afterAll(() => closeListenerHub());

  it("the stream: premium members only; proposals, RSVPs and cancellations each say which city changed", async () => {
    expect((await call(null, streamRoute.GET, "/api/meetups/stream")).status).toBe(401);
    expect((await call(await member(false), streamRoute.GET, "/api/meetups/stream")).status).toBe(403);
    const [watcher, organiser, guest] = await Promise.all([member(true), member(true), member(true)]);
    const controller = new AbortController();
    const response = await call(watcher, streamRoute.GET, "/api/meetups/stream", {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const changes = () => text.split('"type":"meetups.changed"').length - 1;
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const next = await reader.read();
        if (next.done) throw new Error("the stream ended");
        text += decoder.decode(next.value);
      }
    };
    try {
      await readUntil(() => text.includes("event: ready"));
      const id = await proposed(organiser, { cityId: "lima-peru" });
      await readUntil(() => changes() === 1);
      expect((await rsvp(guest, id)).status).toBe(201);
      await readUntil(() => changes() === 2);
      expect((await cancel(organiser, id)).status).toBe(200);
      await readUntil(() => changes() === 3);
      expect(text.match(/"cityId":"[a-z-]+"/g)).toEqual(Array(3).fill('"cityId":"lima-peru"'));
      // A refused RSVP (the meetup is cancelled) is undone with its transaction: nothing is said.
      expect((await rsvp(await member(true), id)).status).toBe(409);
      expect((await proposed(organiser, { cityId: "cusco-peru" })).length).toBeGreaterThan(0);
      await readUntil(() => changes() === 4);
      expect(text.match(/"cityId":"[a-z-]+"/g)!.at(-1)).toBe('"cityId":"cusco-peru"');
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it("the list answers with the transport that tells when it changes", async () => {
    const body = (await (await list(await member(true))).json()) as { realtime: unknown };
    expect(body.realtime).toEqual({ transport: "sse", streamPath: "/api/meetups/stream" });
  });
});

describe("telling the members in town", () => {
  it("a new meetup notifies who shares its city now, not the organiser nor other cities' members", async () => {
    const [organiser, here, elsewhere, lapsed, freeNow] = await Promise.all([
      member(true, "Olga Organiser"),
      member(true, "Hugo Here"),
      member(true, "Elsa Elsewhere"),
      member(true, "Lalo Lapsed"),
      member(false, "Fran Free"),
    ]);
    await db.memberCity.createMany({
      data: [
        { userId: organiser.id, cityId: city, sharedAt: new Date() },
        { userId: here.id, cityId: city, sharedAt: new Date() },
        { userId: elsewhere.id, cityId: "lima-peru", sharedAt: new Date() },
        // Shared 31 days ago: no longer in town.
        { userId: lapsed.id, cityId: city, sharedAt: new Date(Date.now() - 31 * day) },
        // Shared while premium; premium has lapsed since.
        { userId: freeNow.id, cityId: city, sharedAt: new Date() },
      ],
    });
    const id = await proposed(organiser, { title: "Salsa night at Eslabón" });
    const notified = await db.notification.findMany({ where: { kind: "meetup", messageId: id } });
    expect(notified.map((n) => [n.recipientId, n.actorId, n.room, n.preview])).toEqual([
      [here.id, organiser.id, city, "Salsa night at Eslabón"],
    ]);
    // A refused proposal (past the date limit) tells nobody.
    const before = await db.notification.count({ where: { recipientId: here.id } });
    expect((await propose(organiser, proposal({ startsAt: localIn(400) }))).status).toBe(422);
    expect(await db.notification.count({ where: { recipientId: here.id } })).toBe(before);
  });
});

describe("RSVPs", () => {
  it("never passes the capacity when members RSVP in parallel", async () => {
    const organiser = await member(true);
    const id = await proposed(organiser, { capacity: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, (_, i) => member(true, `Guest ${i}`)));
    const responses = await Promise.all(members.map((m) => rsvp(m, id)));
    expect(statuses(responses)).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(await db.meetupRsvp.count({ where: { meetupId: id } })).toBe(3);
    const refused = responses.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toBe("This meetup is full.");
  });

  it("keeps one RSVP per member, even when sent twice at once", async () => {
    const organiser = await member(true);
    const guest = await member(true, "Guest Once");
    const id = await proposed(organiser);
    expect(statuses(await Promise.all([rsvp(guest, id), rsvp(guest, id), rsvp(guest, id)]))).toEqual([
      201, 409, 409,
    ]);
    expect(await db.meetupRsvp.count({ where: { meetupId: id, userId: guest.id } })).toBe(1);
    const listed = ((await (await list(guest)).json()) as { data: Record<string, unknown>[] }).data;
    expect(listed.find((m) => m.id === id)).toMatchObject({
      going: 2,
      viewerGoing: true,
      viewerOrganizes: false,
      attendees: [
        { id: organiser.id, name: "Nomad T." },
        { id: guest.id, name: "Guest O." },
      ],
    });
  });

  it("lets a guest cancel their RSVP, and not the organiser", async () => {
    const organiser = await member(true);
    const guest = await member(true);
    const id = await proposed(organiser, { capacity: 2 });
    expect((await rsvp(guest, id)).status).toBe(201);
    const out = await rsvp(guest, id, "DELETE");
    expect(out.status).toBe(200);
    expect(((await out.json()) as { data: unknown }).data).toEqual({ going: 1, capacity: 2 });
    expect((await rsvp(guest, id, "DELETE")).status).toBe(409);
    expect((await rsvp(organiser, id, "DELETE")).status).toBe(409);
    expect((await rsvp(guest, id)).status).toBe(201);
  });
});

describe("cancelling and listing", () => {
  it("lets only the organiser cancel; a cancelled meetup leaves the list and refuses RSVPs", async () => {
    const organiser = await member(true);
    const guest = await member(true);
    const id = await proposed(organiser);
    expect((await cancel(guest, id)).status).toBe(403);
    expect((await cancel(organiser, id)).status).toBe(200);
    expect((await cancel(organiser, id)).status).toBe(409);
    expect((await rsvp(guest, id)).status).toBe(409);
    const listed = ((await (await list(guest)).json()) as { data: { id: string }[] }).data;
    expect(listed.map((m) => m.id)).not.toContain(id);
    const file = await (await ics(guest, id)).text();
    expect(file).toContain("STATUS:CANCELLED");
  });

  it("lists neither past meetups nor other cities' on a city's list; every city's without one", async () => {
    const organiser = await member(true);
    const past = await db.meetup.create({
      data: {
        cityId: city,
        organizerId: organiser.id,
        title: "Yesterday",
        place: "Parque Lleras",
        startsAt: new Date(Date.now() - day),
        capacity: 5,
      },
    });
    const elsewhere = await proposed(organiser, { cityId: "lima-peru" });
    const here = await proposed(organiser);
    const ids = async (query: string) =>
      ((await (await list(organiser, query)).json()) as { data: { id: string }[] }).data.map((m) => m.id);
    const cityIds = await ids(`city=${city}`);
    expect(cityIds).toContain(here);
    expect(cityIds).not.toContain(past.id);
    expect(cityIds).not.toContain(elsewhere);
    expect(await ids("limit=20")).toEqual(expect.arrayContaining([here, elsewhere]));
    expect((await rsvp(await member(true), past.id)).status).toBe(409);
  });
});

describe("the calendar file", () => {
  it("downloads as text/calendar with the event in UTC and escaped text", async () => {
    const organiser = await member(true);
    const id = await proposed(organiser, { startsAt: localIn(4, "08:00") });
    const response = await ics(organiser, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(".ics");
    const file = await response.text();
    const date = new Date(Date.now() + 4 * day).toISOString().slice(0, 10).replace(/-/g, "");
    expect(file).toContain(`DTSTART:${date}T130000Z\r\n`);
    expect(file).toContain(`DTEND:${date}T150000Z\r\n`);
    expect(file).toContain(`UID:meetup-${id}@`);
    expect(file).toContain("SUMMARY:Coffee\\, tinto\\; and code\r\n");
    expect(file).toContain("DESCRIPTION:Bring a laptop\\nor not\r\n");
    expect(file).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  });
});
