import * as contextRoute from "@/app/api/community/search/context/route";
import * as searchRoute from "@/app/api/community/search/route";
import { createMessage, markDeleted } from "@/lib/community/messages";
import type { SearchPage } from "@/lib/community/search-schemas";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { communityMember } from "../support/community-members";
import { client } from "../support/factories";
import { ambientSessionOf, enrolAdminSecondFactor } from "../support/signed-in";

/*
 * Search within a room on a real database (the migration's community_search configuration and GIN
 * index): accents and case ignored, premium members only, deleted messages never, the query checked.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
process.env.NEXTAUTH_SECRET ??= "community-search-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

afterAll(async () => {
  await closeListenerHub();
});

const get = (route: typeof searchRoute | typeof contextRoute, path: string, query: string) =>
  route.GET(
    new Request(`http://localhost:3000${path}?${query}`, { headers: { host: "localhost:3000" } }),
    {} as never,
  );
const search = (query: string) => get(searchRoute, "/api/community/search", query);
const results = async (query: string) => {
  const response = await search(query);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchPage;
};
const texts = (page: SearchPage) => page.results.map((r) => r.message.message);

let author: string;
const room = "medellin-colombia";
const said: Record<string, ChatMessage> = {};

beforeAll(async () => {
  const { user } = await communityMember({ name: "Camila Nómada" });
  author = user.id;
  await ambientSessionOf(user, client);
  for (const text of [
    "¿Alguien en Medellín esta noche? Busco un café con buen wifi",
    "The CAFÉ at Laureles has great coffee",
    "São Paulo is next on my list",
    "Coworking recommendations near El Poblado?",
    "This one will be deleted: medellin secrets",
    "This one is hidden by reports: medellin rumours",
  ])
    said[text] = await createMessage(author, room, text);
  await createMessage(author, "general", "Medellín in the general room");
  await markDeleted({ id: said["This one will be deleted: medellin secrets"]!.id, room }, author);
  // Hidden until a moderator reviews it (what enough reports do, lib/moderation).
  await db.communityMessage.update({
    where: { id: said["This one is hidden by reports: medellin rumours"]!.id },
    data: { hiddenAt: new Date() },
  });
});

describe("GET /api/community/search", () => {
  it("finds words with or without accents, any case, as word beginnings; newest first", async () => {
    expect(texts(await results(`room=${room}&q=medellin`))).toEqual([
      "¿Alguien en Medellín esta noche? Busco un café con buen wifi",
    ]);
    expect(texts(await results(`room=${room}&q=cafe`))).toEqual([
      "The CAFÉ at Laureles has great coffee",
      "¿Alguien en Medellín esta noche? Busco un café con buen wifi",
    ]);
    expect(texts(await results(`room=${room}&q=${encodeURIComponent("MEDELLÍN")}`))).toHaveLength(1);
    expect(texts(await results(`room=${room}&q=sao%20pau`))).toEqual(["São Paulo is next on my list"]);
    // Every word must match.
    expect(texts(await results(`room=${room}&q=cafe%20wifi`))).toHaveLength(1);
    expect(texts(await results(`room=${room}&q=cafe%20tokyo`))).toEqual([]);
  });

  it("marks the matched words in the snippet, as plain text parts", async () => {
    const [hit] = (await results(`room=${room}&q=laureles%20cafe`)).results;
    expect(hit!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(["CAFÉ", "Laureles"]);
    expect(hit!.snippet.map((p) => p.text).join("")).toBe("The CAFÉ at Laureles has great coffee");
    expect(hit!.message).toMatchObject({ room, user_id: author, username: "Camila Nómada" });
  });

  it("searches one room only and never returns deleted or hidden messages", async () => {
    expect(texts(await results(`room=general&q=medellin`))).toEqual(["Medellín in the general room"]);
    expect(texts(await results(`room=${room}&q=secrets`))).toEqual([]);
    expect(texts(await results(`room=${room}&q=rumours`))).toEqual([]);
  });

  it("treats query syntax as words", async () => {
    for (const q of ["cafe & !wifi", "café:* | x", "'); drop table x; --", "<b>cafe</b>"])
      expect((await search(`room=${room}&q=${encodeURIComponent(q)}`)).status).toBe(200);
    expect(texts(await results(`room=${room}&q=${encodeURIComponent("!!")}`))).toEqual([]);
  });

  it("pages back with nextBefore", async () => {
    const pageRoom = "bogota-colombia";
    for (let i = 0; i < 5; i++) await createMessage(author, pageRoom, `Arepas day ${i}`);
    const first = await results(`room=${pageRoom}&q=arepas&limit=2`);
    expect(texts(first)).toEqual(["Arepas day 4", "Arepas day 3"]);
    const second = await results(`room=${pageRoom}&q=arepas&limit=2&before=${first.nextBefore}`);
    expect(texts(second)).toEqual(["Arepas day 2", "Arepas day 1"]);
    const last = await results(`room=${pageRoom}&q=arepas&limit=2&before=${second.nextBefore}`);
    expect(last).toMatchObject({ nextBefore: null });
    expect(texts(last)).toEqual(["Arepas day 0"]);
  });

  it("checks the query: 400 for too short, too long or a bad page; 404 for an unknown room", async () => {
    for (const query of [
      `room=${room}&q=a`,
      `room=${room}&q=%20%20x%20`,
      `room=${room}`,
      `room=${room}&q=${"a".repeat(community.search.maxLength + 1)}`,
      `room=${room}&q=cafe&limit=500`,
      `room=${room}&q=cafe&before=-1`,
      `q=cafe`,
    ]) {
      const response = await search(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect(await response.json()).toHaveProperty("error");
    }
    expect((await search(`room=tokyo&q=cafe`)).status).toBe(404);
  });

  it("is for premium members: 401 without a session, 403 without premium; admins may", async () => {
    await ambientSessionOf(null);
    expect((await search(`room=${room}&q=cafe`)).status).toBe(401);
    const { user: member } = await communityMember({ premium: false });
    await ambientSessionOf(member, client);
    const refused = await search(`room=${room}&q=cafe`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: community.text.premiumOnly });
    expect((await get(contextRoute, "/api/community/search/context", `room=${room}&seq=1`)).status).toBe(403);
    const { user: admin } = await communityMember({ role: "admin" });
    await enrolAdminSecondFactor(admin);
    await ambientSessionOf(admin, client);
    expect((await search(`room=${room}&q=cafe`)).status).toBe(200);
    await ambientSessionOf({ id: author }, client);
  });

  it("uses the GIN index for the match", async () => {
    // One transaction: the setting and the plan on the same connection.
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT id FROM chat_messages WHERE to_tsvector('community_search'::regconfig, message) @@ to_tsquery('community_search', 'cafe:*')`,
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("chat_messages_search");
  });
});

describe("GET /api/community/search/context", () => {
  it("gives the live messages around a result, oldest first", async () => {
    const target = said["São Paulo is next on my list"]!;
    const response = await get(
      contextRoute,
      "/api/community/search/context",
      `room=${room}&seq=${target.seq}`,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ChatMessage[] };
    expect(data.map((m) => m.message)).toEqual([
      "¿Alguien en Medellín esta noche? Busco un café con buen wifi",
      "The CAFÉ at Laureles has great coffee",
      "São Paulo is next on my list",
      "Coworking recommendations near El Poblado?",
    ]);
    expect((await get(contextRoute, "/api/community/search/context", `room=${room}&seq=x`)).status).toBe(400);
  });
});
