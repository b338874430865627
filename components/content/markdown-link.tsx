import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A link of rendered Markdown. An app path stays in the page's language, unless it names its own
 * ("/es/visa/eligibility" from an answer in Spanish keeps Spanish, and is not prefixed twice);
 * an outside address opens in a new tab without passing on the page.
 */
export function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  const prefixed = /^\/(es|pt)(?=[/?#]|$)/.exec(href);
  if (prefixed) {
    const rest = href.slice(prefixed[0].length);
    return (
      <Link href={rest.startsWith("/") ? rest : `/${rest}`} locale={prefixed[1] as Locale}>
        {children}
      </Link>
    );
  }
  if (href.startsWith("/")) return <Link href={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}>
      {children}
    </a>
  );
}
