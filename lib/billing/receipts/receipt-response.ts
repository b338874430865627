import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { localeTags } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { receiptFor } from "./receipt-data";
import { renderReceiptPdf } from "./render-receipt";

/** A receipt's PDF for its owner or an admin (404 otherwise), as a private download. */
export async function receiptResponse(viewer: CurrentUser, paymentId: string): Promise<Response> {
  const receipt = await receiptFor(viewer, paymentId);
  const [pdf, t] = await Promise.all([
    renderReceiptPdf(receipt),
    translator(receipt.locale, "billingHistory"),
  ]);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-language": localeTags[receipt.locale],
      "content-disposition": `attachment; filename="${t("receipt.filename", { number: receipt.receiptNumber })}"`,
      "content-length": String(pdf.length),
      "cache-control": "private, no-store",
    },
  });
}
