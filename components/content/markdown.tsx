import { Link } from "@/lib/i18n/navigation";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils/cn";

/**
 * Renders Markdown safely: raw HTML is dropped, and only links with the http, https, irc, ircs,
 * mailto or xmpp schemes, or relative links, survive (react-markdown's default transform keeps
 * exactly these). Used for legal pages and assistant replies.
 */
const components: Components = {
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    if (href.startsWith("/")) return <Link href={href}>{children}</Link>;
    const external = /^https?:/i.test(href);
    return (
      <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}>
        {children}
      </a>
    );
  },
  table({ children }) {
    return (
      <div className="overflow-x-auto">
        <table>{children}</table>
      </div>
    );
  },
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn("prose-latitud", className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
