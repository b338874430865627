import { linkify } from "@/lib/community/linkify";

/**
 * A message as plain text: React escapes it; http(s) links become anchors that open a new tab.
 * `data-user-content`: written by a member in their own language, not the interface's.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p
      data-user-content
      className="text-sm leading-relaxed [overflow-wrap:anywhere] break-words whitespace-pre-wrap"
    >
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
