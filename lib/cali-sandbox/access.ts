import { createHash, timingSafeEqual } from "node:crypto";
import { SANDBOX_API_TOKEN, SANDBOX_BUSINESS_UNIT_TOKEN } from "@/lib/services/payments/config";

export { sandboxEnabled } from "@/lib/services/payments/config";

// Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong character.
const digest = (value: string) => createHash("sha256").update(value).digest();
const same = (given: string | null, expected: string) => given !== null && timingSafeEqual(digest(given), digest(expected));

/** Both token headers of the protocol, as the real provider checks them. */
export function credentialsValid(request: Request): boolean {
  const apiToken = same(request.headers.get("x-api-token"), SANDBOX_API_TOKEN);
  const businessUnit = same(request.headers.get("x-business-unit-token"), SANDBOX_BUSINESS_UNIT_TOKEN);
  return apiToken && businessUnit;
}
