import "server-only";
import { db } from "@/lib/services/database";

/** A lawyer's credit balance (0 before the first credit). */
export async function creditBalance(lawyerId: string): Promise<number> {
  const row = await db.lawyerCredits.findUnique({ where: { lawyerId }, select: { creditsBalance: true } });
  return row?.creditsBalance ?? 0;
}
