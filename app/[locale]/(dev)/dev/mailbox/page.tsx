import { Inbox } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { formatTimeAgo } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";
import { listDevMailbox } from "@/lib/services/email/dev-mailbox";
import { devMailboxEnabled } from "@/lib/services/email/dev-mailbox-access";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "admin.mailbox" });
  return { title: t("title"), robots: { index: false }, alternates: pageAlternates("/dev/mailbox", locale) };
}

export const dynamic = "force-dynamic";

/** Emails the app 'sent' while no SMTP server is configured. Never available in production. */
export default async function DevMailboxPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<{ to?: string }> }) {
  const locale = await pageLocale(params);
  if (!devMailboxEnabled()) notFound();
  const { to } = await searchParams;
  const [messages, t] = await Promise.all([
    listDevMailbox({ to, take: 100 }),
    getTranslations("admin.mailbox"),
  ]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Inbox className="size-6 text-primary" aria-hidden /> {t("title")}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">{t("intro")}</p>
      <form className="mt-6 flex gap-2" role="search">
        <label htmlFor="mailbox-to" className="sr-only">
          {t("filterLabel")}
        </label>
        <input
          id="mailbox-to"
          name="to"
          defaultValue={to ?? ""}
          placeholder={t("filterLabel")}
          className="h-10 flex-1 rounded-lg border border-input px-3 text-sm"
        />
        <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">
          {t("filter")}
        </button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-10 text-center text-muted-foreground">{t("empty")}</p>
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
                  <span className="block truncate text-sm text-muted-foreground">
                    {t("to", { to: message.to })}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatTimeAgo(message.createdAt, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
