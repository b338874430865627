import "server-only";
import type { ClientInfo } from "@/lib/http/client-info";
import { db, type Prisma } from "@/lib/services/database";
import { logger } from "@/lib/observability/logger";

export type AuthEventType =
  | "register"
  | "confirm_email"
  | "resend_confirmation"
  | "login_success"
  | "login_failure"
  | "account_locked"
  | "ip_blocked"
  | "sign_in_rate_limited"
  | "logout"
  | "session_revoked"
  | "password_change"
  | "password_reset_request"
  | "password_reset"
  | "join_link_registration"
  | "account_deleted"
  | "two_factor_challenge"
  | "two_factor_failure"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "two_factor_recovery_code_used"
  | "two_factor_recovery_codes_regenerated"
  | "reauthentication";

/** Writes the security log. Never throws: a failed log write must not break the login it records. */
export async function logAuthEvent(event: {
  type: AuthEventType;
  success: boolean;
  userId?: string | null;
  email?: string | null;
  client?: ClientInfo | null;
  details?: Prisma.InputJsonObject;
}): Promise<void> {
  try {
    await db.authEvent.create({
      data: {
        eventType: event.type,
        success: event.success,
        userId: event.userId ?? null,
        email: event.email ?? null,
        ipAddress: event.client?.ip ?? null,
        userAgent: event.client?.userAgent ?? null,
        details: event.details ?? {},
      },
    });
  } catch (error) {
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[auth] could not write the auth event log:",
    );
  }
}
