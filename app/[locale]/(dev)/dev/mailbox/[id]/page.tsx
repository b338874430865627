import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { formatShortDate } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";
import {
  MAILBOX_PREVIEW_SANDBOX,
  findDevMailboxMessage,
  mailboxPreviewHtml,
} from "@/lib/services/email/dev-mailbox";
import { devMailboxEnabled } from "@/lib/services/email/dev-mailbox-access";

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "admin.mailbox" });
  return { title: t("emailTitle"), robots: { index: false } };
}

export const dynamic = "force-dynamic";

/**
 * One email: the HTML part in a sandboxed frame (no scripts; links open the whole window), and the
 * links of the text part.
 */
export default async function DevMailboxMessagePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  if (!devMailboxEnabled()) notFound();
  const [message, t] = await Promise.all([
    findDevMailboxMessage((await params).id),
    getTranslations("admin.mailbox"),
  ]);
  if (!message) notFound();
  const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10 sm:px-6">
      <Link href="/dev/mailbox" className="text-sm font-medium text-primary hover:underline">
        ← {t("allEmails")}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{message.subject}</h1>
      <p className="text-sm text-muted-foreground">
        {t("to", { to: message.to })} · {formatShortDate(message.createdAt, locale, "dateTime")}
      </p>
      {links.length ? (
        <ul className="grid gap-1 text-sm" aria-label={t("links")}>
          {links.map((link) => (
            <li key={link}>
              <a href={link} className="font-medium break-all text-primary underline">
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <iframe
        title={t("content")}
        sandbox={MAILBOX_PREVIEW_SANDBOX}
        srcDoc={mailboxPreviewHtml(message.html)}
        className="h-[32rem] w-full rounded-xl border bg-white"
      />
      <details className="rounded-xl border bg-white p-4">
        <summary className="cursor-pointer text-sm font-medium">{t("plainText")}</summary>
        <pre className="mt-3 text-sm whitespace-pre-wrap">{message.text}</pre>
      </details>
    </div>
  );
}
