import "server-only";
import PDFDocument from "pdfkit";
import { businessLines } from "@/lib/config/business";
import { site } from "@/lib/config/site";
import { colors, fonts } from "@/lib/guides/pdf-layout";
import { pdfBuffer } from "@/lib/guides/pdf-buffer";
import { pdfSafe } from "@/lib/guides/pdf-text";
import { formatMoney } from "@/lib/i18n/format";
import { localeTags } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { billingDate } from "../dates";
import { planName } from "../plan-text";
import type { ReceiptData } from "./receipt-data";

/**
 * A charge's receipt as an A4 PDF (pdfkit's Helvetica, every string through pdfSafe like the
 * guides): number and date, our business details, the member's billing name, tax id and email, the
 * plan and period, the amount, the card and the refunds so far, in the member's language.
 * `compress: false` lets tests read the text back (tests/support/pdf-text.ts).
 */
export async function renderReceiptPdf(r: ReceiptData, { compress = true } = {}): Promise<Buffer> {
  const t = await translator(r.locale, "billingHistory");
  const money = (cents: number) => formatMoney(cents, r.locale, r.currency);
  const date = (d: Date) => billingDate(d, r.locale);
  const title = `${t("receipt.title")} ${r.receiptNumber}`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    compress,
    lang: localeTags[r.locale],
    displayTitle: true,
    info: { Title: title, Author: site.name, Creator: site.name },
  });
  const output = pdfBuffer(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text = (value: string, style: { bold?: boolean; size?: number; color?: string } = {}) =>
    doc
      .font(style.bold ? fonts.bold : fonts.regular)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? colors.text)
      .text(pdfSafe(value), { width });
  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(colors.rule)
      .stroke();
    doc.moveDown(0.6);
  };
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(fonts.regular).fontSize(10).fillColor(colors.muted);
    doc.text(pdfSafe(label), left, y, { width: width * 0.4 });
    doc.font(bold ? fonts.bold : fonts.regular).fillColor(colors.text);
    doc.text(pdfSafe(value), left + width * 0.4, y, { width: width * 0.6, align: "right" });
    doc.x = left;
    doc.moveDown(0.4);
  };

  text(site.name, { bold: true, size: 20, color: colors.teal });
  text(t("receipt.title"), { bold: true, size: 14 });
  doc.moveDown(0.5);
  row(t("receipt.number"), r.receiptNumber, true);
  row(t("receipt.date"), date(r.date));
  rule();

  const taxIdLabel = (taxId: string) => t("receipt.taxId", { taxId });
  text(t("receipt.from"), { bold: true, size: 9, color: colors.subtle });
  for (const line of businessLines(taxIdLabel)) text(line);
  doc.moveDown(0.6);
  text(t("receipt.billedTo"), { bold: true, size: 9, color: colors.subtle });
  for (const line of [
    r.member.billingName,
    r.member.taxId ? taxIdLabel(r.member.taxId) : null,
    r.member.email,
  ])
    if (line) text(line);
  rule();

  const plan = await planName(r.plan, r.locale);
  row(
    t("receipt.description"),
    t("receipt.planPeriod", { plan, start: date(r.periodStart), end: date(r.periodEnd) }),
  );
  const kind = (["initial", "renewal", "proration", "retry"] as const).find((k) => k === r.kind);
  if (kind) row(t("receipt.kind"), t(`history.kinds.${kind}`));
  if (r.cardLastFour)
    row(
      t("receipt.card"),
      t("receipt.cardValue", { brand: (r.cardBrand ?? "card").toUpperCase(), lastFour: r.cardLastFour }),
    );
  row(t("receipt.transaction"), r.transactionId);
  rule();
  row(t("receipt.amount"), money(r.amountCents), true);
  if (r.refundedCents > 0) {
    row(t("receipt.refunded"), `-${money(r.refundedCents)}`);
    row(t("receipt.net"), money(r.amountCents - r.refundedCents), true);
  }
  doc.moveDown(1.5);
  text(t("receipt.thanks"));
  doc.moveDown(0.5);
  text(t("receipt.footer", { site: site.name, email: site.supportEmail }), { size: 8, color: colors.subtle });
  doc.end();
  return output;
}
