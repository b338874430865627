import sharp from "sharp";
import * as imageRoute from "@/app/api/community/images/[messageId]/route";
import * as imagesRoute from "@/app/api/community/images/route";
import * as messagesRoute from "@/app/api/community/messages/route";
import { storeMessageImage } from "@/lib/community/images";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { rateLimits } from "@/lib/config/rate-limits";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { communityMember } from "../support/community-members";
import { client } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Images in community messages on a real database and the real storage: re-encoded upright as WebP
 * without metadata, at most 1600 px; members-only to post and to see; size, type and daily limits.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
process.env.NEXTAUTH_SECRET ??= "community-images-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

afterAll(async () => {
  await closeListenerHub();
});

const origin = "http://localhost:3000";
const headers = { host: "localhost:3000", origin };

/** A landscape JPEG that says 'rotate 90°' in its EXIF and carries a GPS position and a camera. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: "NomadPhone", Model: "X" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 15/1 0/1" },
      },
    })
    .toBuffer();

function upload(file: Buffer | null, fields: Record<string, string> = {}, type = "image/jpeg") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new Blob([new Uint8Array(file)], { type }), "photo.jpg");
  return imagesRoute.POST(
    new Request(`${origin}/api/community/images`, { method: "POST", headers, body: form }),
    {} as never,
  );
}

const imageOf = (messageId: string) =>
  imageRoute.GET(new Request(`${origin}/api/community/images/${messageId}`, { headers }), {
    params: Promise.resolve({ messageId }),
  });

describe("images in community messages", () => {
  it("stores a phone photo upright, at most 1600 px, as WebP without its EXIF; live in the room's messages", async () => {
    const { user } = await communityMember({ name: "Valentina Foto" });
    await ambientSessionOf(user, client);
    const photo = await phonePhoto();
    expect(photo.includes(Buffer.from("NomadPhone"))).toBe(true);
    const response = await upload(photo, {
      room: "medellin-colombia",
      message: "View from Comuna 13",
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: ChatMessage };
    expect(data.message).toBe("View from Comuna 13");
    // Turned upright by its orientation (portrait), then fitted inside 1600 px.
    expect(data.image).toEqual({ url: `/api/community/images/${data.id}`, width: 1067, height: 1600 });

    const served = await imageOf(data.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("private");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("NomadPhone"))).toBe(false);

    const page = (await (
      await messagesRoute.GET(
        new Request(`${origin}/api/community/messages?room=medellin-colombia`, { headers }),
        {} as never,
      )
    ).json()) as { data: ChatMessage[] };
    expect(page.data.find((m) => m.id === data.id)?.image?.url).toBe(data.image!.url);
  });

  it("takes an image without a caption, twice in a row (not a repeated text)", async () => {
    const { user } = await communityMember();
    await ambientSessionOf(user, client);
    const photo = await phonePhoto();
    expect((await upload(photo, { room: "general" })).status).toBe(201);
    expect((await upload(photo, { room: "general" })).status).toBe(201);
  });

  it("only premium members post and see images; a deleted message's image is gone", async () => {
    const { user: author } = await communityMember();
    const { user: free } = await communityMember({ premium: false });
    await ambientSessionOf(author, client);
    const { data } = (await (await upload(await phonePhoto(), { room: "general" })).json()) as {
      data: ChatMessage;
    };

    await ambientSessionOf(free, client);
    expect((await upload(await phonePhoto(), { room: "general" })).status).toBe(403);
    expect((await imageOf(data.id)).status).toBe(403);
    await ambientSessionOf(null);
    expect((await upload(await phonePhoto(), { room: "general" })).status).toBe(401);
    expect((await imageOf(data.id)).status).toBe(401);

    await ambientSessionOf(author, client);
    const removed = await messagesRoute.DELETE(
      new Request(`${origin}/api/community/messages`, {
        method: "DELETE",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ messageId: data.id }),
      }),
      {} as never,
    );
    expect(removed.status).toBe(200);
    expect((await imageOf(data.id)).status).toBe(404);
    expect((await imageOf("not-a-uuid")).status).toBe(404);
  });

  it("refuses what is not a small JPEG, PNG or WebP with a clear message, and stores nothing", async () => {
    const { user } = await communityMember();
    await ambientSessionOf(user, client);
    const before = await db.communityMessage.count({ where: { userId: user.id } });
    const answers = [
      [await upload(Buffer.from("#!/bin/sh\necho hi\n"), { room: "general" }, "image/jpeg"), 415],
      [
        await upload(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
            .gif()
            .toBuffer(),
          { room: "general" },
          "image/gif",
        ),
        415,
      ],
      [await upload(Buffer.alloc(community.image.maxBytes + 100_000, 1), { room: "general" }), 413],
      [await upload(null, { room: "general", message: "no file" }), 422],
      [
        await upload(await phonePhoto(), {
          room: "general",
          message: "x".repeat(community.messageMaxLength + 1),
        }),
        422,
      ],
      [await upload(await phonePhoto(), { room: "atlantis" }), 422],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const json = await imagesRoute.POST(
      new Request(`${origin}/api/community/images`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: "{}",
      }),
      {} as never,
    );
    expect(json.status).toBe(415);
    expect(await db.communityMessage.count({ where: { userId: user.id } })).toBe(before);
  });

  it("counts 20 images a day per member, atomically: 25 fired at once store exactly 20", async () => {
    const { current } = await communityMember();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "teal" } })
      .png()
      .toBuffer();
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => settle(storeMessageImage(current, photo))),
    );
    const stored = outcomes.filter((o) => o.ok);
    expect(stored).toHaveLength(rateLimits.communityImagePerUser.limit);
    for (const refused of outcomes.filter((o) => !o.ok))
      expect(refused).toMatchObject({ ok: false, status: 429, error: community.text.imagesPerDay });
    await Promise.all(stored.map((o) => (o.ok ? o.data.discard() : null)));
  });
});
