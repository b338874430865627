import type { Database } from "@/lib/services/database";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "./demo-secret";
import { decryptSecret, encryptSecret } from "./secret-box";

export { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET };

/**
 * Gives the demo admin two-factor with the fixed demo secret, so admins can follow the rule locally
 * and in the browser tests. Idempotent; rewrites the row when it is missing, not enabled, another
 * secret, or unreadable (NEXTAUTH_SECRET changed). Call it only where demo accounts are seeded.
 */
export async function seedDemoTwoFactor(db: Database, now = new Date()): Promise<void> {
  const admin = await db.user.findUnique({
    where: { email: DEMO_ADMIN_EMAIL },
    select: { id: true, twoFactorSecret: { select: { secretEncrypted: true, enabledAt: true } } },
  });
  if (!admin) return;
  const current = admin.twoFactorSecret;
  if (current?.enabledAt && readable(current.secretEncrypted, admin.id) === DEMO_ADMIN_TOTP_SECRET) return;
  const secretEncrypted = encryptSecret(DEMO_ADMIN_TOTP_SECRET, admin.id);
  await db.twoFactorSecret.upsert({
    where: { userId: admin.id },
    create: { userId: admin.id, secretEncrypted, enabledAt: now },
    update: { secretEncrypted, enabledAt: now, lastUsedStep: null },
  });
}

function readable(sealed: string, userId: string): string | null {
  try {
    return decryptSecret(sealed, userId);
  } catch {
    return null;
  }
}
