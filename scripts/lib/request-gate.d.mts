// Types of request-gate.mjs for the TypeScript tests that check it.
export const bodyLimits: { page: number; route: number; routes: Record<string, number> };
