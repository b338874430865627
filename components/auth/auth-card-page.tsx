import { Link } from "@/lib/i18n/navigation";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** The centred card layout of the small account pages (forgot, reset, join). */
export function AuthCardPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-md gap-6">
        <div className="grid gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {lead ? <p className="text-muted-foreground">{lead}</p> : null}
        </div>
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

/** A card page that only tells something (a link not valid, a finished step), with a way on if there is one. */
export function AuthCardMessage({
  title,
  lead,
  children,
  action,
}: {
  title: string;
  lead?: ReactNode;
  /** The paragraphs of the message. */
  children: ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <AuthCardPage title={title} lead={lead}>
      <div className="grid justify-items-center gap-4 text-center text-muted-foreground">
        {children}
        {action ? (
          <Button asChild>
            <Link href={action.href}>{action.label}</Link>
          </Button>
        ) : null}
      </div>
    </AuthCardPage>
  );
}
