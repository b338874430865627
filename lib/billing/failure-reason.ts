import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/services/database";
import { isDatabaseUnavailable } from "@/lib/services/database/errors";
import { ProviderError } from "@/lib/services/payments/types";

/**
 * Our own short words for why a job failed, kept on its row for admins: never a stack, SQL or a
 * provider's body.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ProviderError)
    return error.status > 0
      ? `The card provider answered HTTP ${error.status}.`
      : "The card provider could not be reached.";
  if (error instanceof AppError) return error.message.slice(0, 300);
  if (isDatabaseUnavailable(error)) return "The database was unavailable.";
  if (error instanceof Prisma.PrismaClientKnownRequestError)
    return `The database refused the change (${error.code}).`;
  return "An unexpected error occurred.";
}
