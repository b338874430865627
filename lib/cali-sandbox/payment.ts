import type { SandboxAnswer } from "./answer";
import { oneOffCharge } from "./one-off-charge";
import type { PaymentInput } from "./schemas";

/** POST /v1/payments: a one-off charge of a customer (lawyer credit packs); 201 when approved. */
export async function payment(input: PaymentInput): Promise<SandboxAnswer> {
  return oneOffCharge(input, { kind: "payment", status: 201, customerReference: input.customer.reference });
}
