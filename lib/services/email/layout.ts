import "server-only";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export type EmailContent = {
  subject: string;
  /** Short paragraphs of plain text; escaped in the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

/** A page of the site in the reader's language, as an email links to it: /es/profile, /pt/profile. */
export function siteLink(path: string, locale: Locale): string {
  return `${siteUrl()}${localizedPath(path, locale)}`;
}

/**
 * Builds both parts of an email from the same content, in the product's simple branded layout, with
 * the layout's own words (signature, footer) in the reader's language.
 */
export async function renderEmail(content: EmailContent, locale: Locale): Promise<RenderedEmail> {
  const [t, shell] = await Promise.all([translator(locale, "emails"), translator(locale, "layout")]);
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    t("layout.signature", { site: site.name }),
  ].join("\n\n");

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(t("layout.copyLink", { url: content.action.url }))}</p>`
    : "";
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(content.footnote)}</p>`
    : "";
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="font-size:20px;font-weight:700;color:#0f766e;margin:0 0 24px">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">${paragraphs}${button}${footnote}</div>
<p style="font-size:12px;color:#64748b;margin:24px 0 0">${escapeHtml(site.name)} · ${escapeHtml(shell("site.tagline"))}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
