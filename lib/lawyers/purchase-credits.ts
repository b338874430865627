import "server-only";
import { findCreditPack, lawyerPages, type CreditPack } from "@/lib/config/lawyers";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { callerStatusFor, providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { declineMessage } from "@/lib/billing/decline-messages";
import { cardOf } from "@/lib/billing/schemas";
import { creditBalance } from "./credits";
import { AppError } from "@/lib/errors";
import { isLawyer, notLawyer, type Actor } from "./actor";
import type { CreditPurchaseInput } from "./schemas";

export type CreditPurchaseReceipt = {
  packCode: string;
  credits: number;
  balance: number;
  transactionId: string;
  added: boolean;
};

/**
 * Records an approved pack purchase and its credits in one transaction, once per provider
 * transaction: a replayed answer (same idempotency key) or a second call finds the purchase and
 * adds nothing.
 */
export async function recordCreditPurchase(
  lawyerId: string,
  pack: CreditPack,
  payment: { transactionId: string; amountCents: number; currency: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.creditPurchase.createMany({
      data: [
        {
          lawyerId,
          packCode: pack.code,
          credits: pack.credits,
          amountCents: payment.amountCents,
          currency: payment.currency,
          transactionId: payment.transactionId,
          status: "approved",
        },
      ],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    await tx.lawyerCredits.upsert({
      where: { lawyerId },
      create: { lawyerId, creditsBalance: pack.credits },
      update: { creditsBalance: { increment: pack.credits } },
    });
    return true;
  });
}

/**
 * Buys a credit pack with a one-off card charge. The idempotency key travels to the provider, so a
 * double click or a retry is charged once and answered with the same transaction.
 */
export async function purchaseCredits(
  actor: Actor | null,
  input: CreditPurchaseInput,
  provider: PaymentProvider = paymentProvider(),
): Promise<CreditPurchaseReceipt> {
  if (!isLawyer(actor)) throw notLawyer(actor);
  const pack = findCreditPack(input.packCode);
  if (!pack) throw new AppError("unprocessable", "Please choose a credit pack.");
  try {
    const result = await provider.charge({
      card: cardOf(input),
      amountCents: pack.priceCents,
      currency: "USD",
      description: `Latitud lead credits: ${pack.credits} credits`,
      customer: { reference: actor.id, email: actor.email },
      idempotencyKey: input.idempotencyKey,
    });
    if (result.status === "declined") throw new AppError("payment_required", declineMessage(result.code));
    const added = await recordCreditPurchase(actor.id, pack, result);
    return {
      packCode: pack.code,
      credits: pack.credits,
      balance: await creditBalance(actor.id),
      transactionId: result.transactionId,
      added,
    };
  } catch (error) {
    if (error instanceof ProviderError) {
      logger.error(
        { status: error.status, packCode: pack.code },
        "[lawyers] provider error while buying credits",
      );
      throw AppError.ofStatus(callerStatusFor(error), providerErrorMessage(error.status));
    }
    throw error;
  }
}

export async function listCreditPurchases(lawyerId: string) {
  return db.creditPurchase.findMany({
    where: { lawyerId },
    orderBy: { createdAt: "desc" },
    take: lawyerPages.purchasesShown,
  });
}
