import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { Markdown } from "@/components/content/markdown";
import { legalPages, loadLegalDocument, type LegalSlug } from "@/lib/legal/pages";

export function legalMetadata(slug: LegalSlug): Metadata {
  const page = legalPages[slug];
  return { title: page.label, description: page.description, alternates: { canonical: `/${slug}` } };
}

/** A legal page: its Markdown text with a side list of the other legal pages. */
export async function LegalPage({ slug }: { slug: LegalSlug }) {
  const document = await loadLegalDocument(slug);
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-14">
      {/* Document order is the phone's order (text, then the list), so a page painted before it is fully
          read never has the text pushed down; wide screens put the list in the left column. */}
      <article className="min-w-0 lg:col-start-2 lg:row-start-1">
        <header className="mb-8 border-b pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
          {document.updated ? (
            <p className="mt-2 text-sm text-muted-foreground">Last updated: {document.updated}</p>
          ) : null}
        </header>
        <Markdown className="max-w-3xl">{document.body}</Markdown>
      </article>
      <nav aria-label="Legal pages" className="lg:col-start-1 lg:row-start-1">
        <h2 className="text-sm font-semibold text-muted-foreground">Legal</h2>
        <ul className="mt-3 grid gap-1 text-sm">
          {(Object.keys(legalPages) as LegalSlug[]).map((other) => (
            <li key={other}>
              <Link
                href={`/${other}`}
                aria-current={other === slug ? "page" : undefined}
                className="block rounded-md px-3 py-2 hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {legalPages[other].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
