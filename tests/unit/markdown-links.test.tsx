/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { MarkdownLink } from "@/components/content/markdown-link";

/** Links in rendered Markdown (assistant replies): app paths stay in the page's language unless they name theirs. */
function onPage(locale: "en" | "es", ...links: Array<[string, string]>) {
  render(
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="UTC">
      {links.map(([label, href]) => (
        <MarkdownLink key={href} href={href}>
          {label}
        </MarkdownLink>
      ))}
    </NextIntlClientProvider>,
  );
}

describe("Markdown links", () => {
  it("keeps the language a path names, on a page in the same or another language", () => {
    onPage("es", ["revisa tu elegibilidad", "/es/visa/eligibility?income=1200"]);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/es/visa/eligibility?income=1200");
  });

  it("puts an unprefixed app path in the page's language, and leaves outside links as they are", () => {
    onPage("es", ["visa", "/visa"], ["gob", "https://www.gob.pe/migraciones"]);
    const [app, outside] = screen.getAllByRole("link");
    expect(app?.getAttribute("href")).toBe("/es/visa");
    expect(outside?.getAttribute("href")).toBe("https://www.gob.pe/migraciones");
    expect(outside?.getAttribute("target")).toBe("_blank");
  });

  it("leads a Portuguese path to the Portuguese page from an English one", () => {
    onPage("en", ["confira", "/pt/visa/eligibility"]);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/pt/visa/eligibility");
  });
});
