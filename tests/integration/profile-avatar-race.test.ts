import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { removeAvatarFiles, saveAvatar } from "@/lib/profile/avatar";
import { db } from "@/lib/services/database";
import { createUser } from "../support/factories";
import { settle } from "../support/settle";

let storage: string;
beforeAll(() => {
  storage = mkdtempSync(join(tmpdir(), "latitud-avatars-"));
  process.env.STORAGE_DIR = storage;
});

const avatarFiles = (userId: string) => {
  try {
    return readdirSync(join(storage, "avatars", userId));
  } catch {
    return [];
  }
};

const image = (shade: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 118, b: 110 } } })
    .png()
    .toBuffer();

describe("parallel avatar uploads", () => {
  it.each([
    ["one millisecond apart", (i: number) => Date.now() + i],
    ["in the same millisecond", () => 1_700_000_000_000],
  ])("10 at once, %s: none fails, one file is left, and avatar_url points at it", async (_, clock) => {
    const user = await createUser();
    const images = await Promise.all(Array.from({ length: 10 }, (_, i) => image(i * 20)));
    const results = await Promise.allSettled(
      images.map((data, i) => settle(saveAvatar(user.id, data, clock(i)))),
    );

    expect(results.map((r) => (r.status === "fulfilled" ? r.value.ok : String(r.reason)))).toEqual(
      Array(10).fill(true),
    );
    const files = avatarFiles(user.id);
    expect(files).toHaveLength(1);
    const { avatarUrl } = await db.profile.findUniqueOrThrow({ where: { id: user.id } });
    expect(avatarUrl).toBe(`/media/avatars/${user.id}/${files[0]}`);
  });

  it("a new upload replaces the previous file; removing the avatars empties the folder", async () => {
    const user = await createUser();
    const first = await settle(saveAvatar(user.id, await image(10)));
    const second = await settle(saveAvatar(user.id, await image(200)));
    expect(first.ok && second.ok && first.data.url !== second.data.url).toBe(true);
    expect(avatarFiles(user.id)).toEqual([second.ok ? second.data.url.split("/").pop() : ""]);
    await removeAvatarFiles(user.id);
    expect(avatarFiles(user.id)).toEqual([]);
  });

  it("a user without a profile row gets one with the avatar", async () => {
    const user = await createUser();
    await db.profile.delete({ where: { id: user.id } });
    const results = await Promise.all([
      settle(saveAvatar(user.id, await image(30))),
      settle(saveAvatar(user.id, await image(60))),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const { avatarUrl } = await db.profile.findUniqueOrThrow({ where: { id: user.id } });
    expect(avatarFiles(user.id).map((file) => `/media/avatars/${user.id}/${file}`)).toEqual([avatarUrl]);
  });
});
