import { env } from "@/lib/env";

/**
 * Defaults of the auth security configuration. The database table auth_security_config holds the
 * live values as strings; these seed it and stand in for missing rows.
 */
export const securityConfigDefaults = {
  otp_expiry_seconds: "300",
  max_otp_attempts: "3",
  password_min_length: "8",
  password_require_uppercase: "true",
  password_require_lowercase: "true",
  password_require_numbers: "true",
  password_require_symbols: "false",
  password_history_count: "5",
  session_timeout_hours: "24",
  max_concurrent_sessions: "3",
  enable_email_confirmation: "true",
  email_confirmation_expiry_hours: "24",
} as const satisfies Record<string, string>;

export type SecuritySettingName = keyof typeof securityConfigDefaults;

/** Login protection, enforced on the server per account and per IP; the browser only shows the answer. */
export const loginProtection = {
  /** Failures of one account within the window that lock it. */
  accountMaxFailures: 5,
  /**
   * Failures from one IP address within the window (any accounts) that block it; shared IPs
   * (coworkings) need headroom.
   */
  ipMaxFailures: env().LOGIN_IP_MAX_FAILURES,
  windowMinutes: 15,
  /** How long a lock lasts: 'Please wait 15 minutes before trying again.' */
  lockMinutes: 15,
} as const;

/** Sessions end after this much inactivity, within the absolute session_timeout_hours. */
export const SESSION_IDLE_TIMEOUT_HOURS = 12;
/** How often a session's last-seen time is written (not on every request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
