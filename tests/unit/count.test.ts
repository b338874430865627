import { countOf } from "@/lib/utils/count";

describe("countOf", () => {
  it("puts the noun in the number the count needs", () => {
    expect(countOf(1, "active subscriber")).toBe("1 active subscriber");
    expect(countOf(0, "active subscriber")).toBe("0 active subscribers");
    expect(countOf(2, "credit")).toBe("2 credits");
    expect(countOf(1, "person", "people")).toBe("1 person");
    expect(countOf(1204, "person", "people")).toBe("1,204 people");
  });
});
