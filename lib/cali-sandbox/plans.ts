import "server-only";
import { db } from "@/lib/services/database";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { randomId } from "./ids";
import type { PlanInput } from "./schemas";

export async function createPlan(input: PlanInput): Promise<SandboxAnswer> {
  const planToken = randomId("plan");
  await db.caliSandboxPlan.create({ data: { token: planToken, ...input } });
  return answer(201, { planToken });
}

/** Changes apply to renewals from now on, as at the real provider. */
export async function updatePlan(planToken: string, input: PlanInput): Promise<SandboxAnswer> {
  const { count } = await db.caliSandboxPlan.updateMany({ where: { token: planToken }, data: input });
  return count === 1 ? answer(200, { planToken }) : errorAnswer(404, "Unknown plan");
}
