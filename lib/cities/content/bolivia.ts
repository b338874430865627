import type { CityFiles } from "./files";

/** The cities of Bolivia, in the order the list shows them. */
export const bolivia: readonly CityFiles[] = [];
