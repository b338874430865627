import { hash, verify, type Algorithm } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane).
 * The parameters travel inside each hash, so raising them later still verifies old hashes.
 */
// Algorithm is an ambient const enum (not importable under isolatedModules): 2 is Argon2id.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
