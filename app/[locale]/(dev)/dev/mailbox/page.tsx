import { formatDistanceToNow } from "date-fns";
import { Inbox } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { listDevMailbox } from "@/lib/services/email/dev-mailbox";
import { devMailboxEnabled } from "@/lib/services/email/dev-mailbox-access";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Emails the app 'sent' while no SMTP server is configured. Never available in production. */
export default async function DevMailboxPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<{ to?: string }> }) {
  await pageLocale(params);
  if (!devMailboxEnabled()) notFound();
  const { to } = await searchParams;
  const messages = await listDevMailbox({ to, take: 100 });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Inbox className="size-6 text-primary" aria-hidden /> Development mailbox
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Emails are stored here instead of being sent, because SMTP_URL is not set. This page does not exist in
        production.
      </p>
      <form className="mt-6 flex gap-2" role="search">
        <label htmlFor="mailbox-to" className="sr-only">
          Filter by recipient
        </label>
        <input
          id="mailbox-to"
          name="to"
          defaultValue={to ?? ""}
          placeholder="Filter by recipient"
          className="h-10 flex-1 rounded-lg border border-input px-3 text-sm"
        />
        <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">Filter</button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-10 text-center text-muted-foreground">No emails yet.</p>
      ) : (
        <ul className="mt-6 divide-y rounded-xl border bg-white">
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                href={`/dev/mailbox/${message.id}`}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 hover:bg-muted"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{message.subject}</span>
                  <span className="block truncate text-sm text-muted-foreground">to {message.to}</span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatDistanceToNow(message.createdAt, { addSuffix: true })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
