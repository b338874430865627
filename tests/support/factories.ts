import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password-hash";
import type { ClientInfo } from "@/lib/http/client-info";
import { db, type Role } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";

export const client: ClientInfo = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130 jest",
};
export const otherClient: ClientInfo = { ip: "198.51.100.23", userAgent: "Mozilla/5.0 (iPhone) Safari jest" };

export const strongPassword = "Cafecito-Andes-77";

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A user straight in the database (confirmed unless told otherwise). */
export async function createUser({
  email = uniqueEmail(),
  password = strongPassword,
  confirmed = true,
  role = "member" as Role,
  name = "Test Nomad",
  createdAt = new Date(),
} = {}) {
  const passwordHash = await hashPassword(password);
  return db.user.create({
    data: {
      email,
      passwordHash,
      role,
      createdAt,
      emailConfirmedAt: confirmed ? new Date() : null,
      profile: { create: { fullName: name } },
      passwordHistory: { create: { passwordHash } },
    },
  });
}

/**
 * The newest email to an address (once the outbox has delivered), and the first link in it with the
 * given path.
 */
export async function latestEmail(to: string) {
  await flushOutbox();
  return db.devMailboxMessage.findFirst({ where: { to }, orderBy: { createdAt: "desc" } });
}

export async function linkFromLatestEmail(to: string, path: string): Promise<URL> {
  const message = await latestEmail(to);
  const match = message?.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`No ${path} link in the latest email to ${to}`);
  return new URL(match[0]);
}

export const tokenFrom = (url: URL) => url.searchParams.get("token")!;

/** A client from its own random address, so per-IP limits of other tests do not interfere. */
export function randomClient(): ClientInfo {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { ip: `10.${octet()}.${octet()}.${octet()}`, userAgent: client.userAgent };
}
