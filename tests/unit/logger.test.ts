import { runInNewContext } from "node:vm";
import { errorFields, requestIdFrom } from "@/lib/observability/logger";

describe("log fields", () => {
  it("keeps an error's message and stack", () => {
    const fields = errorFields(new TypeError("fetch failed"));
    expect(fields.err).toEqual(expect.objectContaining({ message: "fetch failed", name: "TypeError" }));
    expect("stack" in fields.err && fields.err.stack).toContain("fetch failed");
  });

  it("reads the message of an error from another realm, and stringifies anything else", () => {
    const foreign: unknown = runInNewContext("new Error('upstream reset')");
    expect(foreign instanceof Error).toBe(false);
    expect(errorFields(foreign).err.message).toBe("upstream reset");
    expect(errorFields("plain text").err.message).toBe("plain text");
    expect(errorFields(null).err.message).toBe("null");
  });

  it("takes a well-formed request id from the load balancer, else makes one", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "lb-1234abcd" }))).toBe("lb-1234abcd");
    const made = requestIdFrom(new Headers({ "x-request-id": "bad id\n" }));
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });
});
