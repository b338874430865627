import { logAuthEvent, type AuthEventType } from "../auth-events";

/** The two-factor and re-authentication entries of the security log. Never a code or a secret in `details`. */
export type TwoFactorEventType =
  | "two_factor_challenge"
  | "two_factor_failure"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "two_factor_recovery_code_used"
  | "two_factor_recovery_codes_regenerated"
  | "reauthentication";

type AuthEvent = Parameters<typeof logAuthEvent>[0];

export function logTwoFactorEvent(
  event: Omit<AuthEvent, "type"> & { type: TwoFactorEventType },
): Promise<void> {
  // event_type is free text; these names belong in AuthEventType (auth-events.ts) once it lists them.
  return logAuthEvent({ ...event, type: event.type as AuthEventType | TwoFactorEventType as AuthEventType });
}
