// Types of route-table.mjs for the TypeScript tests that check it.
export const HTTP_METHODS: string[];
export const PAGE_METHODS: string[];
export function exportedMethods(source: string): string[];
export function servedMethods(methods: string[]): string[];
