import type { CityFiles } from "./files";

/** The cities of Paraguay, in the order the list shows them. */
export const paraguay: readonly CityFiles[] = [];
