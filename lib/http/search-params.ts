/** A page's query as Next.js gives it: a repeated key arrives as an array. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One query value as a string: the first one when the key is repeated. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
