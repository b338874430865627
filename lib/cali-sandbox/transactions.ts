import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { randomId } from "./ids";

export type TransactionKind = "subscription" | "renewal" | "proration" | "test_payment" | "payment";

/** Every charge attempt that got a final answer, approved or declined. Amounts only, never card data. */
export async function recordTransaction(
  data: {
    subscriptionId?: string | null;
    kind: TransactionKind;
    amountCents: number;
    currency: string;
    status: "approved" | "declined";
  },
  client: Prisma.TransactionClient = db,
): Promise<string> {
  const id = randomId("txn");
  await client.caliSandboxTransaction.create({
    data: {
      id,
      subscriptionId: data.subscriptionId ?? null,
      kind: data.kind,
      amountCents: data.amountCents,
      currency: data.currency,
      status: data.status,
    },
  });
  return id;
}
