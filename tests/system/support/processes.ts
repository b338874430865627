import { spawn, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

/** The checkout the tests run in (Jest's rootDir). */
export const root = resolve(__dirname, "..", "..", "..");

export const localBin = (name: string) => join(root, "node_modules", ".bin", name);

export const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Runs a command to its end without blocking the event loop; never throws on a non-zero exit. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<CommandResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", fail);
    child.on("close", (code, signal) => done({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

export async function runOrThrow(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.code}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Polls `check` until it returns a value (not undefined), or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 20_000, everyMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await pause(everyMs);
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${last instanceof Error ? `: ${last.message}` : ""}`,
  );
}
