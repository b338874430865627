import { Link } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

const iconTones = {
  primary: "bg-primary-soft text-primary",
  accent: "bg-accent-soft text-accent-foreground",
  success: "bg-success-soft text-success",
  warning: "bg-accent-soft text-amber-600",
};

/** A way on from a message page: a link, or a button when `onClick` is given. */
export type MessageAction = {
  label: ReactNode;
  href?: string;
  onClick?: () => void;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

/**
 * A page that says one thing (not found, an error, no access, a payment's result): an icon, the
 * heading, a short text and the ways on from here. The first action is the main one; the others
 * are outlined unless they name their own variant.
 */
export function MessagePage({
  icon,
  tone = "primary",
  eyebrow,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  tone?: keyof typeof iconTones;
  /** A short line above the heading (the status code of an error page). */
  eyebrow?: string;
  title: string;
  /** The text under the heading (inline content: it sits in a paragraph). */
  children: ReactNode;
  actions: MessageAction[];
}) {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      {icon ? (
        <div
          className={cn(
            "flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7",
            iconTones[tone],
          )}
          aria-hidden
        >
          {icon}
        </div>
      ) : null}
      {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-pretty text-muted-foreground">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {actions.map(({ label, href, onClick, variant, size }, index) => (
          <Button
            key={index}
            asChild={Boolean(href)}
            onClick={onClick}
            variant={variant ?? (index === 0 ? "primary" : "outline")}
            size={size}
          >
            {href ? <Link href={href}>{label}</Link> : label}
          </Button>
        ))}
      </div>
    </section>
  );
}
