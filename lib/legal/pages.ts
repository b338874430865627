import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The five legal pages; their text lives in content/legal/{slug}.md. */
export const legalPages = {
  "terms-of-service": {
    label: "Terms of Service",
    description: "The terms for using Latitud and its paid subscriptions.",
  },
  "privacy-policy": {
    label: "Privacy Policy",
    description: "What personal data Latitud collects, why, and your rights under LGPD and GDPR.",
  },
  "cookie-policy": {
    label: "Cookie Policy",
    description: "The cookies and browser storage Latitud uses, and why.",
  },
  "safety-information": {
    label: "Safety Information",
    description: "Practical safety advice for digital nomads in South America, with emergency numbers.",
  },
  "cancellation-policy": {
    label: "Cancellation Policy",
    description: "How to cancel, refunds, and what happens to your access and data.",
  },
} as const;

export type LegalSlug = keyof typeof legalPages;

export type LegalDocument = { title: string; updated: string | null; body: string };

/** Reads a legal page at build time: the '# Title' and 'Last updated:' lines become the page header. */
export async function loadLegalDocument(slug: LegalSlug): Promise<LegalDocument> {
  const raw = await readFile(
    join(/* turbopackIgnore: true */ process.cwd(), "content", "legal", `${slug}.md`),
    "utf8",
  );
  const lines = raw.split("\n");
  const titleLine = lines.findIndex((line) => line.startsWith("# "));
  const title = titleLine >= 0 ? lines[titleLine]!.slice(2).trim() : legalPages[slug].label;
  const updatedLine = lines.findIndex((line) => /^(\*\*)?_?Last updated:/i.test(line.trim()));
  const updated =
    updatedLine >= 0
      ? lines[updatedLine]!.replace(/[*_]/g, "")
          .replace(/Last updated:/i, "")
          .trim()
      : null;
  const body = lines
    .filter((_, index) => index !== titleLine && index !== updatedLine)
    .join("\n")
    .trim();
  return { title, updated, body };
}
