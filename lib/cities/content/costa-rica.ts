import type { CityFiles } from "./files";

/** The cities of Costa Rica, in the order the list shows them. */
export const costaRica: readonly CityFiles[] = [];
