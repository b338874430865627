import { newsletterSchema } from "@/lib/newsletter/schema";
import { waitlistSchema } from "@/lib/waitlist/schema";

describe("newsletter schema", () => {
  it("normalises case and whitespace", () => {
    expect(newsletterSchema.parse({ email: "  Ana@Example.COM " })).toEqual({ email: "ana@example.com" });
  });
  it.each(["ana", "ana@example", "ana.example.com", ""])("rejects %p", (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    // A `validation` key: "Please enter a valid email address." in English.
    expect(result.error?.issues[0]?.message).toBe("newsletter.email");
  });
});

describe("waitlist schema", () => {
  it("accepts a real address", () => {
    expect(waitlistSchema.parse({ email: " nomad@example.com" })).toEqual({ email: "nomad@example.com" });
  });
  it.each(["", "nomad", "@", 7, null])("rejects %p with 'Please enter a valid email address'", (email) => {
    const result = waitlistSchema.safeParse({ email });
    expect(result.success).toBe(false);
    // A `validation` key: "Please enter a valid email address" in English.
    expect(result.error?.issues[0]?.message).toBe("waitlist.email");
  });
});
