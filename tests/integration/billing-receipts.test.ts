import { randomUUID } from "node:crypto";
import { GET as receiptGET } from "@/app/api/billing/receipts/[paymentId]/route";
import { subscribe } from "@/lib/billing/checkout";
import { saveBillingDetailsAction } from "@/lib/billing/history/actions";
import { insertPayment, markRetryCharge } from "@/lib/billing/payments";
import { receiptFor } from "@/lib/billing/receipts/receipt-data";
import { renderReceiptPdf } from "@/lib/billing/receipts/render-receipt";
import { refundPayment } from "@/lib/billing/refunds/refunds";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { business } from "@/lib/config/business";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { billingUser, cardInput, startBillingServer } from "../support/billing";
import { pdfText } from "../support/pdf-text";
import { ambientSessionOf, signedInAs } from "../support/signed-in";

jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

/**
 * Receipts: every approved charge has a sequential number per year (taken atomically), a PDF with
 * our business details and the member's billing details, for its owner only, and the receipt email
 * carries the same number and figures.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-receipts-secret-0123456789abcdef0123");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

async function paidMember() {
  const member = await billingUser();
  const result = await subscribe(member, await cardInput("monthly"));
  if (!result.ok) throw new Error(result.error);
  await flushWebhookDeliveries();
  const payment = await db.payment.findUniqueOrThrow({ where: { transactionId: result.transactionId } });
  return { member, payment };
}

const getReceipt = (paymentId: string) =>
  receiptGET(new Request(`${server.url}/api/billing/receipts/${paymentId}`), {
    params: Promise.resolve({ paymentId }),
  });

describe("receipt numbers", () => {
  it("20 charges recorded in parallel take 20 distinct, consecutive numbers of their year", async () => {
    const { payment } = await paidMember();
    // A year of its own, so other tests' receipts do not interleave.
    const year = 2100 + Math.floor(Math.random() * 800);
    const createdAt = new Date(Date.UTC(year, 5, 1));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        insertPayment({
          subscriptionId: payment.subscriptionId,
          planId: payment.planId,
          transactionId: `txn_${randomUUID()}`,
          amountCents: 1900,
          currency: "USD",
          status: "approved",
          kind: "renewal",
          cardBrand: "visa",
          cardLastFour: "4242",
          createdAt,
        }),
      ),
    );
    const numbers = results.map((r) => r.payment.receiptNumber!).sort();
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((n) => Number(n.slice(5)));
    expect(numbers.every((n) => n.startsWith(`${year}-`) && /^\d{4}-\d{6}$/.test(n))).toBe(true);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => sequence[0]! + i));
    // A declined attempt takes none.
    const declined = await insertPayment({
      subscriptionId: payment.subscriptionId,
      planId: payment.planId,
      transactionId: `txn_${randomUUID()}`,
      amountCents: 1900,
      currency: "USD",
      status: "declined",
      kind: "renewal",
      cardBrand: null,
      cardLastFour: null,
      createdAt,
    });
    expect(declined.payment.receiptNumber).toBeNull();
  });

  it("a charge recorded twice keeps one row and number; the card update marks its charge a retry", async () => {
    const { payment } = await paidMember();
    const charge = (kind: "renewal" | "retry", transactionId: string) =>
      insertPayment({
        subscriptionId: payment.subscriptionId,
        planId: payment.planId,
        transactionId,
        amountCents: 1900,
        currency: "USD",
        status: "approved",
        kind,
        cardBrand: "visa",
        cardLastFour: "4242",
      });
    // The webhook, handled once the plan was active again, recorded the retry as a renewal first.
    const first = `txn_${randomUUID()}`;
    const webhook = await charge("renewal", first);
    const update = await charge("retry", first);
    expect([webhook.created, update.created]).toEqual([true, false]);
    await markRetryCharge(first);
    expect(await db.payment.findUniqueOrThrow({ where: { transactionId: first } })).toMatchObject({
      id: webhook.payment.id,
      kind: "retry",
      receiptNumber: webhook.payment.receiptNumber,
    });
    // Other charges are left alone.
    const other = `txn_${randomUUID()}`;
    await charge("renewal", other);
    expect((await db.payment.findUniqueOrThrow({ where: { transactionId: other } })).kind).toBe("renewal");
  });
});

describe("the receipt PDF", () => {
  it("has the number, our business details, the member's billing name and tax id, the amount, card and refunds; the email has the same number", async () => {
    const { member, payment } = await paidMember();
    await signedInAs(member);
    expect(
      await saveBillingDetailsAction({ billingName: "Nomad Studio Ltda", taxId: "12.345.678/0001-90" }),
    ).toEqual({
      ok: true,
      data: { billingName: "Nomad Studio Ltda", taxId: "12.345.678/0001-90" },
    });
    const admin = await billingUser("admin");
    await refundPayment(admin, {
      paymentId: payment.id,
      amountCents: 500,
      reason: null,
      idempotencyKey: randomUUID(),
    });
    const text = pdfText(await renderReceiptPdf(await receiptFor(member, payment.id), { compress: false }));
    for (const expected of [
      payment.receiptNumber!,
      business.legalName,
      business.email,
      "Nomad Studio Ltda",
      "Tax ID: 12.345.678/0001-90",
      member.email,
      "$19.00",
      "VISA ending in 4242",
      payment.transactionId,
      "Refunded so far",
      "-$5.00",
      "$14.00",
    ])
      expect(text).toContain(expected);
    await flushOutbox();
    const email = await db.devMailboxMessage.findFirstOrThrow({
      where: { to: member.email, subject: "Your Latitud Monthly receipt" },
    });
    expect(email.text).toContain(`Receipt number: ${payment.receiptNumber}`);
    expect(email.text).toContain("$19.00");
  });

  it("in the member's language", async () => {
    const { member, payment } = await paidMember();
    await db.user.update({ where: { id: member.id }, data: { language: "es" } });
    const text = pdfText(await renderReceiptPdf(await receiptFor(member, payment.id), { compress: false }));
    expect(text).toContain("Recibo");
    expect(text).toContain("Número de recibo");
  });

  it("is a PDF download for its owner and 404 for another member or an unknown id, 401 without a session", async () => {
    const { member, payment } = await paidMember();
    await signedInAs(member);
    const own = await getReceipt(payment.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${payment.receiptNumber}.pdf"`,
    );
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await signedInAs(await billingUser());
    const other = await getReceipt(payment.id);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "Receipt not found." });
    expect((await getReceipt(randomUUID())).status).toBe(404);
    expect((await getReceipt("../../etc")).status).toBe(404);
    await ambientSessionOf(null);
    expect((await getReceipt(payment.id)).status).toBe(401);
  });

  it("billing details are checked on the server with the form's schema", async () => {
    await signedInAs(await billingUser());
    expect(await saveBillingDetailsAction({ billingName: "x".repeat(121), taxId: "" })).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { billingName: "nameTooLong" } }),
    );
    expect(await saveBillingDetailsAction({ billingName: " ", taxId: "y".repeat(41) })).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { taxId: "taxIdTooLong" } }),
    );
    expect(await saveBillingDetailsAction({ billingName: "  ", taxId: "" })).toEqual({
      ok: true,
      data: { billingName: null, taxId: null },
    });
  });
});
