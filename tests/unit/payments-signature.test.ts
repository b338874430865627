import { signWebhook, verifyWebhookSignature } from "@/lib/services/payments/signature";

const secret = "whsec_test_0123456789";
const body = JSON.stringify({
  id: "evt_1",
  type: "payment.approved",
  created: "2026-01-01T00:00:00.000Z",
  data: { amountCents: 999 },
});
const nowMs = 1_780_000_000_000;
const now = () => nowMs;
const nowSeconds = nowMs / 1000;

describe("webhook signatures", () => {
  it("signs as t=<seconds>,v1=<hex HMAC-SHA256> and verifies", () => {
    const header = signWebhook(secret, body, nowSeconds);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, body, header, { now })).toEqual({ ok: true });
  });

  it("rejects a tampered body", () => {
    const header = signWebhook(secret, body, nowSeconds);
    expect(verifyWebhookSignature(secret, body.replace("999", "1"), header, { now })).toEqual({
      ok: false,
      reason: "signature_mismatch",
    });
    expect(verifyWebhookSignature(secret, `${body} `, header, { now })).toEqual({
      ok: false,
      reason: "signature_mismatch",
    });
  });

  it("rejects a signature made with another secret", () => {
    expect(
      verifyWebhookSignature(secret, body, signWebhook("another-secret", body, nowSeconds), { now }),
    ).toEqual({ ok: false, reason: "signature_mismatch" });
  });

  it("rejects a swapped timestamp (the timestamp is signed)", () => {
    const signature = signWebhook(secret, body, nowSeconds).split(",")[1];
    expect(verifyWebhookSignature(secret, body, `t=${nowSeconds - 10},${signature}`, { now })).toEqual({
      ok: false,
      reason: "signature_mismatch",
    });
  });

  it("rejects timestamps outside the tolerance, in both directions", () => {
    for (const offset of [-301, 301, -3600, 86_400]) {
      expect(
        verifyWebhookSignature(secret, body, signWebhook(secret, body, nowSeconds + offset), { now }),
      ).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
    }
    for (const offset of [-300, -299, 299, 300]) {
      expect(
        verifyWebhookSignature(secret, body, signWebhook(secret, body, nowSeconds + offset), { now }),
      ).toEqual({ ok: true });
    }
    expect(
      verifyWebhookSignature(secret, body, signWebhook(secret, body, nowSeconds - 61), {
        now,
        toleranceSeconds: 60,
      }),
    ).toEqual({ ok: false, reason: "timestamp_out_of_tolerance" });
  });

  it("defaults the clock to now", () => {
    expect(
      verifyWebhookSignature(secret, body, signWebhook(secret, body, Math.floor(Date.now() / 1000))),
    ).toEqual({ ok: true });
  });

  it("rejects missing and garbled headers", () => {
    expect(verifyWebhookSignature(secret, body, null, { now })).toEqual({
      ok: false,
      reason: "missing_header",
    });
    expect(verifyWebhookSignature(secret, body, "", { now })).toEqual({
      ok: false,
      reason: "missing_header",
    });
    const v1 = signWebhook(secret, body, nowSeconds).split(",")[1]!;
    for (const garbled of [
      "garbage",
      `t=,${v1}`,
      `t=abc,${v1}`,
      `t=-5,${v1}`,
      v1,
      `t=${nowSeconds}`,
      `t=${nowSeconds},v1=xyz`,
      `t=${nowSeconds},v1=${"a".repeat(63)}`,
      `t=${nowSeconds}=1,${v1}`,
    ]) {
      expect(verifyWebhookSignature(secret, body, garbled, { now })).toEqual({
        ok: false,
        reason: "malformed_header",
      });
    }
  });

  it("accepts any matching v1 among several (secret rotation) and ignores unknown schemes", () => {
    const valid = signWebhook(secret, body, nowSeconds);
    const [t, v1] = valid.split(",");
    expect(
      verifyWebhookSignature(secret, body, `${t},v1=${"0".repeat(64)},${v1},v0=legacy`, { now }),
    ).toEqual({ ok: true });
    expect(verifyWebhookSignature(secret, body, ` ${t} , ${v1} `, { now })).toEqual({ ok: true });
  });
});
