import { addProfileTag, interestTag, listProfileTags, tagSchema } from "@/lib/profile/tags";
import { createUser } from "../support/factories";

describe("interest tags", () => {
  it("adds 'interested-in-{country}' once, reporting whether it existed", async () => {
    const user = await createUser();
    const tag = interestTag("  Colombia ");
    expect(tag).toBe("interested-in-colombia");
    expect(await addProfileTag(user.id, { tag, source: "city-page-view" })).toEqual({
      success: true,
      exists: false,
      tag,
    });
    expect(await addProfileTag(user.id, { tag, source: "city-page-view" })).toEqual({
      success: true,
      exists: true,
      tag,
    });
    expect(await listProfileTags(user.id)).toEqual([
      expect.objectContaining({ tag, source: "city-page-view" }),
    ]);
  });

  it("keeps one tag when the same city is viewed in parallel tabs", async () => {
    const user = await createUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        addProfileTag(user.id, { tag: "interested-in-peru", source: "city-page-view" }),
      ),
    );
    expect(results.filter((r) => !r.exists)).toHaveLength(1);
    expect(await listProfileTags(user.id)).toHaveLength(1);
  });

  it("accepts only 'interested-in-{country}' tags from the three sources", () => {
    expect(tagSchema.safeParse({ tag: "Interested-In-Brazil", source: "manual" }).data).toEqual({
      tag: "interested-in-brazil",
      source: "manual",
    });
    expect(tagSchema.safeParse({ tag: "interested-in-são paulo", source: "city-visit" }).success).toBe(true);
    for (const bad of [
      { tag: "admin", source: "manual" },
      { tag: "interested-in-<script>", source: "manual" },
      { tag: "interested-in-peru", source: "evil" },
      { tag: "interested-in-" + "x".repeat(60), source: "manual" },
    ]) {
      expect(tagSchema.safeParse(bad).success).toBe(false);
    }
  });
});
