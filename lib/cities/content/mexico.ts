import type { CityFiles } from "./files";

/** The cities of Mexico, in the order the list shows them. */
export const mexico: readonly CityFiles[] = [];
