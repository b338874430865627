import { db } from "@/lib/services/database";
import { joinWaitlistAction } from "@/lib/waitlist/actions";
import { joinWaitlist } from "@/lib/waitlist/join-waitlist";

describe("waitlist", () => {
  it("stores a new email, normalised", async () => {
    expect(await joinWaitlist("  Nomad.One@Example.COM ")).toBe("joined");
    const entry = await db.waitlistEntry.findUnique({ where: { email: "nomad.one@example.com" } });
    expect(entry).not.toBeNull();
  });

  it("treats the same address in another case as a duplicate and stores it once", async () => {
    await joinWaitlist("dup@example.com");
    expect(await joinWaitlist("DUP@example.com")).toBe("already-joined");
    expect(await db.waitlistEntry.count({ where: { email: "dup@example.com" } })).toBe(1);
  });

  it("rejects invalid input through the server action with its message and stores nothing", async () => {
    const before = await db.waitlistEntry.count();
    for (const input of [
      { email: "" },
      { email: "no-at-sign" },
      { email: 42 },
      {},
      { email: "a@" + "b".repeat(300) + ".com" },
    ]) {
      const result = await joinWaitlistAction(input);
      expect(result).toEqual(
        expect.objectContaining({ ok: false, error: "Please enter a valid email address" }),
      );
    }
    for (const input of [null, "email=x@y.z", [1, 2]]) {
      expect(await joinWaitlistAction(input)).toEqual({ ok: false, error: "Invalid input." });
    }
    expect(await db.waitlistEntry.count()).toBe(before);
  });

  it("accepts FormData from a plain HTML form post", async () => {
    const form = new FormData();
    form.set("email", "form@example.com");
    expect(await joinWaitlistAction(form)).toEqual({ ok: true, data: "joined" });
  });

  it("keeps one row when the same address joins 10 times in parallel", async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => joinWaitlist("race@example.com")));
    expect(outcomes.filter((o) => o === "joined")).toHaveLength(1);
    expect(await db.waitlistEntry.count({ where: { email: "race@example.com" } })).toBe(1);
  });
});
