import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { Markdown } from "@/components/content/markdown";
import { formatCalendarDate } from "@/lib/i18n/format";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { pageAlternates } from "@/lib/seo/alternates";
import { translator } from "@/lib/i18n/translator";
import { legalPages, legalSlugs, loadLegalDocument, type LegalSlug } from "@/lib/legal/pages";

/** A legal page's title and description in `locale` (its generateMetadata). */
export async function legalMetadata(slug: LegalSlug, locale: Locale = defaultLocale): Promise<Metadata> {
  const t = await translator(locale, "legal");
  const key = legalPages[slug];
  return {
    title: t(`pages.${key}.label`),
    description: t(`pages.${key}.description`),
    alternates: pageAlternates(`/${slug}`, locale),
  };
}

/** A legal page: its Markdown text with a side list of the other legal pages. */
export async function LegalPage({ slug, locale = defaultLocale }: { slug: LegalSlug; locale?: Locale }) {
  const [document, t] = await Promise.all([loadLegalDocument(slug, locale), translator(locale, "legal")]);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-14">
      {/* Document order is the phone's order (text, then the list), so a page painted before it is fully
          read never has the text pushed down; wide screens put the list in the left column. */}
      <article className="min-w-0 lg:col-start-2 lg:row-start-1">
        <header className="mb-8 border-b pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
          {document.updated ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t("lastUpdated", { date: formatCalendarDate(document.updated, locale) })}
            </p>
          ) : null}
          {document.translation ? (
            <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
              {t("translationNotice")}{" "}
              <Link href={`/${slug}`} locale="en" hrefLang="en" className="underline underline-offset-2">
                {t("englishVersion")}
              </Link>
            </p>
          ) : null}
        </header>
        <Markdown className="max-w-3xl">{document.body}</Markdown>
      </article>
      <nav aria-label={t("navLabel")} className="lg:col-start-1 lg:row-start-1">
        <h2 className="text-sm font-semibold text-muted-foreground">{t("heading")}</h2>
        <ul className="mt-3 grid gap-1 text-sm">
          {legalSlugs.map((other) => (
            <li key={other}>
              <Link
                href={`/${other}`}
                aria-current={other === slug ? "page" : undefined}
                className="block rounded-md px-3 py-2 hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(`pages.${legalPages[other]}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
