import { Clock } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * The designed state of a page whose feature ships in a coming release: what it will do, and where
 * to go meanwhile. Never a blank page.
 */
export function FeaturePreview({
  title,
  description,
  highlights,
  icon,
  action = { href: "/", label: "Back to home" },
}: {
  title: string;
  description: ReactNode;
  highlights?: string[];
  icon?: ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6 sm:py-24">
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7"
        aria-hidden
      >
        {icon ?? <Clock />}
      </div>
      <p className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-foreground ring-1 ring-amber-200 ring-inset">
        Coming with the next release
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-pretty text-muted-foreground sm:text-lg">{description}</p>
      {highlights?.length ? (
        <ul className="grid w-full max-w-md gap-2 text-left text-sm">
          {highlights.map((item) => (
            <li key={item} className="flex gap-2 rounded-lg border bg-white p-3">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={action.href}>{action.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/coming-soon">Join the waitlist</Link>
        </Button>
      </div>
    </section>
  );
}
