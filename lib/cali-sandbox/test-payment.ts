import type { SandboxAnswer } from "./answer";
import { oneOffCharge } from "./one-off-charge";
import type { TestPaymentInput } from "./schemas";

/** POST /v1/payments/test: a one-off charge, no subscription. */
export async function testPayment(input: TestPaymentInput): Promise<SandboxAnswer> {
  return oneOffCharge(input, { kind: "test_payment", status: 200 });
}
