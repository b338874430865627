import "server-only";
import { securityConfigDefaults, type SecuritySettingName } from "@/lib/config/security";
import { db } from "@/lib/services/database";

/**
 * The auth security configuration (table auth_security_config), cached for 5 minutes per process.
 * Missing rows fall back to the defaults, so a fresh database works before the seed.
 */
export const SECURITY_CONFIG_CACHE_MS = 5 * 60 * 1000;

type Settings = Record<SecuritySettingName, string>;
let cache: { settings: Settings; loadedAt: number } | null = null;

export async function getSecuritySettings(now = Date.now()): Promise<Settings> {
  if (cache && now - cache.loadedAt < SECURITY_CONFIG_CACHE_MS) return cache.settings;
  const rows = await db.authSecurityConfig.findMany();
  const settings = { ...securityConfigDefaults } as Settings;
  for (const row of rows) {
    if (row.settingName in settings) settings[row.settingName as SecuritySettingName] = row.settingValue;
  }
  cache = { settings, loadedAt: now };
  return settings;
}

/** Forget the cached values (after an admin edits them, and in tests). */
export function clearSecuritySettingsCache(): void {
  cache = null;
}

const int = (value: string, fallback: number) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

export type SecurityConfig = {
  passwordPolicy: PasswordPolicy;
  passwordHistoryCount: number;
  sessionTimeoutHours: number;
  maxConcurrentSessions: number;
  emailConfirmationRequired: boolean;
  emailConfirmationExpiryHours: number;
};

export type PasswordPolicy = {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
};

export async function getSecurityConfig(): Promise<SecurityConfig> {
  const s = await getSecuritySettings();
  return {
    passwordPolicy: {
      minLength: Math.max(6, int(s.password_min_length, 8)),
      requireUppercase: s.password_require_uppercase === "true",
      requireLowercase: s.password_require_lowercase === "true",
      requireNumbers: s.password_require_numbers === "true",
      requireSymbols: s.password_require_symbols === "true",
    },
    passwordHistoryCount: int(s.password_history_count, 5),
    sessionTimeoutHours: Math.max(1, int(s.session_timeout_hours, 24)),
    maxConcurrentSessions: Math.max(1, int(s.max_concurrent_sessions, 3)),
    emailConfirmationRequired: s.enable_email_confirmation === "true",
    emailConfirmationExpiryHours: Math.max(1, int(s.email_confirmation_expiry_hours, 24)),
  };
}
