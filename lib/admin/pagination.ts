import { firstValue } from "@/lib/http/search-params";

/** Server-side pagination: page numbers from the query, bounded. */
export const PAGE_SIZE = 25;

export function pageFrom(raw: string | string[] | undefined): number {
  const value = Number(firstValue(raw));
  return Number.isInteger(value) && value > 0 && value < 100_000 ? value : 1;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
