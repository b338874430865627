import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures of the protocol:
 * `Cali-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. The timestamp is
 * signed with the body, so a captured request cannot be replayed outside the tolerance.
 */
export const SIGNATURE_HEADER = "cali-signature";

export type SignatureCheck =
  | { ok: true }
  | {
      ok: false;
      reason: "missing_header" | "malformed_header" | "timestamp_out_of_tolerance" | "signature_mismatch";
    };

const hmac = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload, "utf8").digest("hex");

export function signWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, `${timestampSeconds}.${rawBody}`)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value, ...rest] = part.trim().split("=");
    if (!key || value === undefined || rest.length > 0) return null;
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return null;
      signatures.push(value);
    }
    // Other schemes (v0, future versions) are ignored, as senders may add them.
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Checks a webhook against the raw body exactly as received (re-serialised JSON would not match). */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  { toleranceSeconds = 300, now = Date.now }: { toleranceSeconds?: number; now?: () => number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing_header" };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: "malformed_header" };
  // Both directions: a timestamp from the future is as suspicious as an old one.
  if (Math.abs(Math.floor(now() / 1000) - parsed.timestamp) > toleranceSeconds)
    return { ok: false, reason: "timestamp_out_of_tolerance" };
  const expected = Buffer.from(hmac(secret, `${parsed.timestamp}.${rawBody}`), "hex");
  const matches = parsed.signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, "hex")),
  );
  return matches ? { ok: true } : { ok: false, reason: "signature_mismatch" };
}
