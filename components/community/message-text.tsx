import { MentionName } from "@/components/notifications/mention-name";
import { linkify } from "@/lib/community/linkify";
import { splitMentions } from "@/lib/notifications/mentions";

/**
 * A message as plain text: React escapes it; http(s) links become anchors that open a new tab;
 * mentions show as a highlighted '@Name'.
 * `data-user-content`: written by a member in their own language, not the interface's.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p
      data-user-content
      className="text-sm leading-relaxed [overflow-wrap:anywhere] break-words whitespace-pre-wrap"
    >
      {splitMentions(text).map((chunk, index) =>
        chunk.kind === "mention" ? (
          <MentionName key={index} name={chunk.name} />
        ) : (
          <LinkedText key={index} text={chunk.text} />
        ),
      )}
    </p>
  );
}

/** Plain text with its http(s) links as anchors. */
function LinkedText({ text }: { text: string }) {
  return linkify(text).map((part, index) =>
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
  );
}
