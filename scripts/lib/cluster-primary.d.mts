// Types of cluster-primary.mjs for the TypeScript tests that check it.
export function restartDelayMs(recentExits: number): number;
export function runPrimary(options: { workers: number; exec: string; shutdownTimeoutMs: number }): void;
