import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { sandboxCredentials } from "@/lib/services/payments/config";

export { sandboxEnabled, sandboxTestControlsEnabled } from "@/lib/services/payments/config";

// Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong character.
const digest = (value: string) => createHash("sha256").update(value).digest();
const same = (given: string | null, expected: string) =>
  given !== null && timingSafeEqual(digest(given), digest(expected));

/**
 * Both token headers of the protocol, as the real provider checks them (this deployment's secrets;
 * lib/services/payments/config.ts).
 */
export function credentialsValid(request: Request): boolean {
  const { apiToken, businessUnitToken } = sandboxCredentials();
  const apiTokenValid = same(request.headers.get("x-api-token"), apiToken);
  const businessUnitValid = same(request.headers.get("x-business-unit-token"), businessUnitToken);
  return apiTokenValid && businessUnitValid;
}
