/** A mention inside a message: the member's name, highlighted (a span: names are not links yet). */
export function MentionName({ name }: { name: string }) {
  return <span className="rounded bg-primary-soft px-0.5 font-semibold text-primary">@{name}</span>;
}
