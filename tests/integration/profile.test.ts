import sharp from "sharp";
import { saveAvatar } from "@/lib/profile/avatar";
import { exportUserData } from "@/lib/profile/export";
import { displayName, getPublicProfile, updateProfile, updateSharing } from "@/lib/profile/profiles";
import { profileSchema } from "@/lib/profile/schema";
import { db } from "@/lib/services/database";
import { readStoredFile } from "@/lib/services/storage";
import { createUser } from "../support/factories";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { settle } from "../support/settle";

beforeAll(() => {
  process.env.STORAGE_DIR = mkdtempSync(join(tmpdir(), "latitud-storage-"));
});

describe("profile form rules", () => {
  it("saves empty fields as null and checks minimum lengths and phone numbers (validation keys)", () => {
    expect(profileSchema.parse({ fullName: "", occupation: " ", phoneNumber: "" })).toEqual({
      fullName: null,
      occupation: null,
      phoneNumber: null,
    });
    expect(
      profileSchema.safeParse({ fullName: "A", occupation: "", phoneNumber: "" }).error?.issues[0]?.message,
    ).toBe("profile.nameTooShort");
    expect(
      profileSchema.safeParse({ fullName: "", occupation: "x", phoneNumber: "" }).error?.issues[0]?.message,
    ).toBe("profile.occupationTooShort");
    for (const phone of [
      "555-123-4567",
      "+1 555 123 4567",
      "+57 300 123 4567",
      "+55 11 91234-5678",
      "5551234567",
    ]) {
      expect(profileSchema.safeParse({ fullName: "", occupation: "", phoneNumber: phone }).success).toBe(
        true,
      );
    }
    for (const phone of ["12", "call me", "+1 (555) abc", "1".repeat(25)]) {
      expect(
        profileSchema.safeParse({ fullName: "", occupation: "", phoneNumber: phone }).error?.issues[0]
          ?.message,
      ).toBe("profile.phoneInvalid");
    }
  });

  it("updates the profile", async () => {
    const user = await createUser();
    await updateProfile(user.id, { fullName: "Camila Reyes", occupation: "Data analyst", phoneNumber: null });
    expect(await db.profile.findUniqueOrThrow({ where: { id: user.id } })).toEqual(
      expect.objectContaining({ fullName: "Camila Reyes", occupation: "Data analyst", phoneNumber: null }),
    );
  });
});

describe("public profile", () => {
  it("is hidden until made public, then shows only what is shared", async () => {
    const user = await createUser({ name: "Camila Andrea Reyes" });
    await updateProfile(user.id, {
      fullName: "Camila Andrea Reyes",
      occupation: "Data analyst",
      phoneNumber: "+57 300 123 4567",
      countryOfInterest: "Colombia",
    });
    const { uniqueId } = await db.profile.findUniqueOrThrow({ where: { id: user.id } });
    expect(await getPublicProfile(uniqueId)).toBeNull();
    await updateSharing(user.id, {
      isPublic: true,
      shareOccupation: false,
      shareCountry: true,
      shareAvatar: true,
    });
    const profile = await getPublicProfile(uniqueId);
    expect(profile).toEqual({
      name: "Camila R.",
      avatarUrl: null,
      occupation: null,
      country: "Colombia",
      memberSince: expect.any(Date),
    });
    expect(JSON.stringify(profile)).not.toContain("300 123");
    expect(await getPublicProfile("not-a-uuid")).toBeNull();
  });

  it("shortens names to first name and last initial", () => {
    expect(displayName("Ana")).toBe("Ana");
    // No name: the page says 'Latitud member' in its language (profile.public.member).
    expect(displayName("  ")).toBeNull();
    expect(displayName("joão da silva")).toBe("joão S.");
  });
});

describe("avatar upload", () => {
  it("re-encodes a PNG as a 256 px square WebP and points the profile at it", async () => {
    const user = await createUser();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const result = await settle(saveAvatar(user.id, png, 1700000000000));
    expect(result).toEqual({
      ok: true,
      data: {
        url: expect.stringMatching(
          new RegExp(`^/media/avatars/${user.id}/1700000000000_avatar-[0-9a-f]{12}\\.webp$`),
        ),
      },
    });
    const stored = await readStoredFile(result.ok ? result.data.url.replace("/media/", "") : "");
    const meta = await sharp(stored!).metadata();
    expect(meta).toEqual(expect.objectContaining({ format: "webp", width: 256, height: 256 }));
    expect((await db.profile.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(
      result.ok && result.data.url,
    );
  });

  it("checks the content, not the name, and the size", async () => {
    const user = await createUser();
    expect(await settle(saveAvatar(user.id, Buffer.from("<script>alert(1)</script> not an image")))).toEqual({
      ok: false,
      status: 415,
      error: "Please upload a JPEG, PNG or WebP image.",
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await settle(saveAvatar(user.id, gif))).toEqual(
      expect.objectContaining({ ok: false, status: 415 }),
    );
    expect(await settle(saveAvatar(user.id, Buffer.alloc(5 * 1024 * 1024 + 1)))).toEqual(
      expect.objectContaining({ ok: false, status: 413 }),
    );
  });
});

describe("data export and deletion", () => {
  it("exports the account without secrets", async () => {
    const user = await createUser();
    const data = await exportUserData(user.id);
    expect(data.tables.User.email).toBe(user.email);
    const json = JSON.stringify(data);
    expect(json).not.toContain("argon2");
    expect(json).not.toContain("passwordHash");
  });

  it("deleting a user removes their profile, sessions and tokens", async () => {
    const user = await createUser();
    await db.userSession.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.profile.count({ where: { id: user.id } })).toBe(0);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
  });
});
