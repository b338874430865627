const rules = new Intl.PluralRules("en-US");

/**
 * A count with its noun in the right number: "1 active subscriber", "2 active subscribers",
 * "1,204 people".
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${rules.select(count) === "one" ? singular : plural}`;
}
