import * as mentionsRoute from "@/app/api/mentions/route";
import * as messagesRoute from "@/app/api/community/messages/route";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { mentionToken } from "@/lib/notifications/mentions";
import { client, createUser } from "../support/factories";
import { premiumMember } from "../support/premium";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Mentions on a real database, through the routes: the autocomplete lists community members only,
 * a posted mention is rewritten to the member's own name (or plain text for anyone else) and
 * notifies the member, and a sixth member mentioned is refused with 422.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "mentions-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const noContext = {} as never;
const headers = { host: "localhost:3000", origin };

const search = (q: string) =>
  mentionsRoute.GET(
    new Request(`${origin}/api/mentions?${new URLSearchParams({ q })}`, { headers }),
    noContext,
  );
const post = (message: string) =>
  messagesRoute.POST(
    new Request(`${origin}/api/community/messages`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ message, room: "general" }),
    }),
    noContext,
  );

describe("mentions", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("the autocomplete: premium members only, by name prefix (any word), at most 8, never oneself", async () => {
    const asker = await premiumMember("Zelda Asker");
    const premium = await Promise.all(
      Array.from({ length: 9 }, (_, i) => premiumMember(`Quetzal Premium ${i}`)),
    );
    await createUser({ name: "Quetzal Free" });
    const admin = await createUser({ name: "Quetzal Admin", role: "admin" });
    const later = await premiumMember("Ana Quetzalcoatl");

    await ambientSessionOf(null);
    expect((await search("Quetzal")).status).toBe(401);
    await ambientSessionOf(await createUser({ name: "Free Asker" }), client);
    expect((await search("Quetzal")).status).toBe(403);

    await ambientSessionOf(asker, client);
    const response = await search("quetz");
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string; name: string }[] };
    expect(data).toHaveLength(8);
    expect(data.map((m) => m.name)).not.toContain("Quetzal Free");
    const everyone = new Set([...premium.map((u) => u.id), admin.id, later.id]);
    for (const member of data) expect(everyone.has(member.id)).toBe(true);
    // A later word of the name matches too; the asker never sees themself.
    const ana = (await (await search("quetzalc")).json()) as { data: { id: string }[] };
    expect(ana.data.map((m) => m.id)).toEqual([later.id]);
    expect(((await (await search("Zelda")).json()) as { data: unknown[] }).data).toEqual([]);
    expect((await search("")).status).toBe(400);
    expect((await search("x".repeat(41))).status).toBe(400);
  });

  it("the autocomplete ignores accents both ways, and % or _ match only themselves", async () => {
    const asker = await premiumMember("Yago Asker");
    const [jose, sofia, percent] = await Promise.all([
      premiumMember("José Ñandú Wexler"),
      premiumMember("Wexlerina Sofía"),
      premiumMember("Wex%ler Odd"),
    ]);
    await ambientSessionOf(asker, client);
    const ids = async (q: string) =>
      ((await (await search(q)).json()) as { data: { id: string }[] }).data.map((m) => m.id).sort();
    expect(await ids("jose n")).toEqual([jose.id]);
    expect(await ids("nandu")).toEqual([jose.id]);
    expect(await ids("SOFIA")).toEqual([sofia.id]);
    expect(await ids("Sofía")).toEqual([sofia.id]);
    expect(await ids("wex%")).toEqual([percent.id]);
    expect(await ids("wex_")).toEqual([]);
  });

  it("posting: tokens get the member's own name, others become text, each member is notified once", async () => {
    const [author, bea, carl] = await Promise.all([
      premiumMember("Ana Author"),
      premiumMember("Bea Real"),
      premiumMember("Carl Real"),
    ]);
    const free = await createUser({ name: "Free Nomad" });
    await ambientSessionOf(author, client);
    const text = [
      `Hola ${mentionToken({ name: "Somebody Else", userId: bea.id })}`,
      mentionToken({ name: "Carl", userId: carl.id }),
      mentionToken({ name: "Bea again", userId: bea.id }),
      mentionToken({ name: "Free Nomad", userId: free.id }),
      mentionToken({ name: "Me", userId: author.id }),
    ].join(" ");
    const response = await post(text);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; message: string } };
    expect(data.message).toBe(
      [
        `Hola @[Bea Real](${bea.id})`,
        `@[Carl Real](${carl.id})`,
        `@[Bea Real](${bea.id})`,
        "@Free Nomad",
        `@[Ana Author](${author.id})`,
      ].join(" "),
    );
    const rows = await db.notification.findMany({
      where: { messageId: data.id },
      orderBy: { recipientId: "asc" },
    });
    expect(rows.map((r) => r.recipientId).sort()).toEqual([bea.id, carl.id].sort());
    for (const row of rows) {
      expect(row).toEqual(expect.objectContaining({ kind: "mention", actorId: author.id, room: "general" }));
      expect(row.preview).toBe("Hola @Bea Real @Carl Real @Bea Real @Free Nomad @Ana Author");
    }
  });

  it("a sixth member mentioned is refused with 422 and a clear message; nothing is posted", async () => {
    const author = await premiumMember("Ana Author");
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => premiumMember(`Member ${i}`)));
    await ambientSessionOf(author, client);
    const tokens = six.map((m) => mentionToken({ name: "x", userId: m.id }));
    const refused = await post(tokens.join(" "));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: "A message can mention at most 5 members.",
      field: "message",
    });
    expect(await db.communityMessage.count({ where: { userId: author.id } })).toBe(0);
    expect((await post(tokens.slice(0, 5).join(" "))).status).toBe(201);
    expect(await db.notification.count({ where: { actorId: author.id } })).toBe(5);
  });
});
