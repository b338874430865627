// Types of workers.mjs for the TypeScript tests that check it.
export function workerPlan(
  env?: Record<string, string | undefined>,
  cores?: number,
): { workers: number; reason: string };
