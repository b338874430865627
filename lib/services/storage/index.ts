import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize, resolve, sep } from "node:path";
import { env } from "@/lib/env";

/**
 * File storage (avatars). Local disk under $DATA_DIR/uploads by default, or STORAGE_DIR. Keys are
 * relative paths such as "avatars/{userId}/{timestamp}_avatar-{random}.webp"; files are served by
 * /media/{key}.
 */
function root(): string {
  const { STORAGE_DIR, DATA_DIR } = env();
  return resolve(/* turbopackIgnore: true */ process.cwd(), STORAGE_DIR ?? join(DATA_DIR, "uploads"));
}

/** Refuses keys that would escape the storage root (../, absolute paths, odd characters). */
export function safePath(key: string): string | null {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes("..")) return null;
  const base = root();
  const full = normalize(join(base, key));
  return full.startsWith(base + sep) ? full : null;
}

export async function putFile(key: string, data: Buffer): Promise<void> {
  const path = safePath(key);
  if (!path) throw new Error(`Invalid storage key: ${key}`);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

export async function readStoredFile(key: string): Promise<Buffer | null> {
  const path = safePath(key);
  if (!path) return null;
  try {
    // Uploads live outside the build: keep the bundler from tracing the whole project for this call.
    return await readFile(/* turbopackIgnore: true */ path);
  } catch {
    return null;
  }
}

/** Deletes a key or a whole folder ("avatars/{userId}"). */
export async function deleteStored(key: string): Promise<void> {
  const path = safePath(key);
  if (path) await rm(path, { recursive: true, force: true });
}

const publicPrefix = "/media/";

export const publicUrlFor = (key: string) => `${publicPrefix}${key}`;

/** The key behind a URL made by publicUrlFor, or null for any other URL. */
export function keyOfPublicUrl(url: string): string | null {
  if (!url.startsWith(publicPrefix)) return null;
  const key = url.slice(publicPrefix.length);
  return safePath(key) ? key : null;
}
