import { GET, generateStaticParams } from "@/app/guides/[file]/route";
import {
  entryCard,
  entryStatement,
  isVerified,
  passportList,
  passports,
  type EntryRecord,
  type Passport,
} from "@/lib/guides/entry";
import { getGuide, guideIdForCountry, guides } from "@/lib/guides/guides";
import { loadGuideData } from "@/lib/guides/load-data";
import { officialSources } from "@/lib/guides/pdf-sections";
import { formatReviewDate, pdfSafe } from "@/lib/guides/pdf-text";
import { GUIDE_DISCLAIMER, renderGuidePdf } from "@/lib/guides/render-pdf";

jest.setTimeout(60_000);

// Windows-1252 bytes 0x80-0x9F (Node's TextDecoder treats "windows-1252" as plain Latin-1); the five
// undefined bytes stay C1 controls, so any garbage shows up as one.
const WIN_ANSI_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte)))
    .join("");
}

/**
 * The text drawn by an uncompressed pdfkit PDF: every `[<hex> kerning <hex>] TJ` operation, decoded
 * from WinAnsi. Pieces of one operation are one run of text; separate operations are separate lines.
 */
function pdfText(pdf: Buffer): string {
  const runs = [...pdf.toString("latin1").matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/gi)].map(
    (operation) =>
      [...(operation[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? "", "hex")))
        .join(""),
  );
  return runs.join(" ").replace(/\s+/g, " ");
}

function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

describe("guide list", () => {
  it("has the 9 free guides, all available, each with its PDF URL", () => {
    expect(guides.map((guide) => guide.countryId)).toEqual([
      "brazil",
      "colombia",
      "argentina",
      "chile",
      "peru",
      "ecuador",
      "bolivia",
      "paraguay",
      "uruguay",
    ]);
    for (const guide of guides) {
      expect(guide.available).toBe(true);
      expect(guide.fileUrl).toBe(`/guides/${guide.countryId}.pdf`);
    }
    expect(getGuide("colombia")?.countryName).toBe("Colombia");
    expect(getGuide("mexico")).toBeUndefined();
  });

  it.each([
    ["Medellín, Colombia", "colombia"],
    ["Brazil", "brazil"],
    ["  São Paulo ,  Brazil  ", "brazil"],
    ["Buenos Aires, Buenos Aires Province, Argentina", "argentina"],
    ["URUGUAY", "uruguay"],
    ["", ""],
  ])("guideIdForCountry(%p) is %p", (text, id) => {
    expect(guideIdForCountry(text)).toBe(id);
  });
});

describe("pdfSafe", () => {
  it("keeps Latin-1 accents and WinAnsi punctuation, replaces what Helvetica cannot show", () => {
    expect(pdfSafe("São Paulo, Medellín, ñandú – “quoted” — it’s 30°C")).toBe(
      "São Paulo, Medellín, ñandú – “quoted” — it’s 30°C",
    );
    expect(pdfSafe("₲ 25,000 ≈ USD 3.50")).toBe("PYG 25,000 ~ USD 3.50");
    expect(pdfSafe("ﬁbre 🚀 Łódź")).toBe("fibre  Lódz");
  });
});

describe("official sources", () => {
  it("lists every URL the visa passages cite, once", () => {
    const data = loadGuideData("colombia");
    const sources = officialSources(data);
    const urls = sources.map((source) => source.url.replace(/\/$/, ""));
    expect(new Set(urls).size).toBe(urls.length);
    for (const passage of data.visa.passages) {
      for (const source of passage.sources) expect(urls).toContain(source.url.replace(/\/$/, ""));
    }
  });
});

describe("renderGuidePdf", () => {
  it.each(guides.map((guide) => [guide.countryId, guide.countryName]))(
    "renders the %s guide",
    async (id, name) => {
      const pdf = await renderGuidePdf(id, { compress: false });
      const pages = pageCount(pdf);
      const text = pdfText(pdf);
      const { visa, country } = loadGuideData(id);

      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(pages).toBeLessThanOrEqual(8);
      expect(text).toContain(`${name} Guide for Digital Nomads`);
      expect(text).toContain(country.capital);
      // The footer is on every page.
      expect(text.split(GUIDE_DISCLAIMER).length - 1).toBe(pages);
      expect(text).toContain(`Page ${pages} of ${pages}`);
      if (visa.nomadVisa) expect(text).toContain(pdfSafe(visa.nomadVisa.name));
      for (const link of country.usefulLinks) expect(pdf.toString("latin1")).toContain(`/URI (${link.url})`);
      expect(pdf.toString("latin1")).toContain("(Latitud)");
    },
  );

  it("shows the Colombian nomad visa by name", async () => {
    const text = pdfText(await renderGuidePdf("colombia", { compress: false }));
    expect(text).toContain("Visa V (Visitante) – Nómadas digitales (Digital Nomad Visa)");
    expect(text).toContain("Medellín");
  });

  it("never draws characters outside WinAnsi (the guaraní sign becomes PYG)", async () => {
    const text = pdfText(await renderGuidePdf("paraguay", { compress: false }));
    expect(text).toContain("PYG 25,000");
    expect(text).not.toMatch(/[\u0080-\u009f]/);
  });

  it("compresses by default", async () => {
    const [compressed, plain] = await Promise.all([
      renderGuidePdf("chile"),
      renderGuidePdf("chile", { compress: false }),
    ]);
    expect(compressed.length).toBeLessThan(plain.length);
    expect(pageCount(compressed)).toBe(pageCount(plain));
  });

  it("rejects an unknown guide", async () => {
    await expect(renderGuidePdf("atlantis")).rejects.toThrow("Unknown guide: atlantis");
    await expect(renderGuidePdf("mexico")).rejects.toThrow("Unknown guide: mexico");
  });
});

/*
 * What a text claims about entry per passport, clause by clause: 'visa-free' (no visa needed) or
 * 'visa' (a visa or e-visa needed). A clause about the past ('used to need') claims nothing.
 */
const nationality: Record<Passport, RegExp> = {
  us: /\b(US|U\.S\.|United States|American)\b/,
  ca: /\bCanad(a|ian|ians)\b/,
  uk: /\b(UK|British|United Kingdom)\b/,
  eu: /\bEU\b|Schengen|European Union/,
  au: /\bAustralia(n|ns)?\b/,
};
const visaFree =
  /visa-free|without a visa|no visa needed|needs? no visa|not need a visa|don't need a visa|do not need a visa|no longer need a (tourist )?visa|visa exempt|exempt from the requirement of visa/i;
const visaNeeded =
  /\b(need|needs|require|required|requires)\b[^.;]*\b(e-?visa|visa)\b|\b(e-?visa|visa) (is )?(needed|required)\b/i;
const past = /\bused to\b|\bhad required\b|\bremoved\b/i;

function claims(text: string): Map<Passport, Set<"visa-free" | "visa">> {
  const found = new Map<Passport, Set<"visa-free" | "visa">>();
  for (const clause of text.split(/(?<=[.!?;])\s+|,\s+(?:but|while|whereas)\s+/)) {
    if (past.test(clause)) continue;
    const kind = visaFree.test(clause) ? "visa-free" : visaNeeded.test(clause) ? "visa" : null;
    if (!kind) continue;
    for (const passport of passports)
      if (nationality[passport].test(clause))
        found.set(passport, (found.get(passport) ?? new Set()).add(kind));
  }
  return found;
}

/** Claims that a passport's verified record contradicts. */
function contradictions(text: string, records: readonly EntryRecord[]): string[] {
  const out: string[] = [];
  for (const [passport, kinds] of claims(text)) {
    const record = records.find((r) => r.passports.includes(passport))!;
    if (!isVerified(record)) continue;
    const expected = record.requirement === "visa-free" ? "visa-free" : "visa";
    for (const kind of kinds)
      if (kind !== expected)
        out.push(`${passport}: the text says ${kind}, the record says ${record.requirement}`);
  }
  return out;
}

describe("entry for visitors, per passport", () => {
  it("the helpers read claims as a person would", () => {
    const brazil: EntryRecord[] = [
      {
        passports: ["us", "ca", "au"],
        requirement: "visa",
        stayDays: 90,
        source: { title: "Official", url: "https://gov.br/x" },
        verifiedOn: "2026-11-24",
      },
      { passports: ["uk", "eu"], requirement: "unverified" },
    ];
    expect(contradictions("Visa-free stay: US, EU, UK, Canadian and Australian passports.", brazil)).toEqual([
      "us: the text says visa-free, the record says visa",
      "ca: the text says visa-free, the record says visa",
      "au: the text says visa-free, the record says visa",
    ]);
    expect(
      contradictions(
        "EU/Schengen and UK citizens can visit Brazil visa-free, while US, Canadian and Australian citizens need an e-visa since 10 April 2025.",
        brazil,
      ),
    ).toEqual([]);
    expect(
      contradictions(
        "Citizens of the United States, Canada and Australia used to need a visa, but Law 1 waived it.",
        brazil,
      ),
    ).toEqual([]);
    expect(passportList(["au", "us", "ca"])).toBe("US, Canadian and Australian passports");
    expect(entryCard(brazil, "Brazil")).toEqual({
      label: "Entry for visitors",
      value: "Depends on your passport",
      lines: [
        "US, Canadian and Australian passports: Visa needed before you travel, for stays of up to 90 days.",
        "EU and UK passports: Not verified: check with a consulate of Brazil before you travel.",
      ],
    });
  });

  it.each(guides.map((guide) => [guide.countryId, guide.countryName]))(
    "the %s guide's first-page card is drawn from its per-passport records and nothing in the guide or the visa chat contradicts them",
    async (id, name) => {
      const data = loadGuideData(id);
      const records = data.country.entry;
      // Every passport in exactly one record; verified ones carry an official source and a check date.
      expect(records.flatMap((r) => r.passports).sort()).toEqual([...passports].sort());
      for (const record of records.filter(isVerified)) {
        expect(record.source.url).toMatch(/^https:\/\//);
        expect(record.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }

      const text = pdfText(await renderGuidePdf(id, { compress: false }));
      const cover = text.slice(0, text.indexOf("Overview"));
      for (const record of records)
        expect(cover).toContain(`${passportList(record.passports)}: ${entryStatement(record, name)}`);
      expect(contradictions(cover, records)).toEqual([]);
      // The 'Entry by passport' list names each verified record's source and the day it was checked.
      for (const record of records.filter(isVerified)) {
        expect(text).toContain(pdfSafe(record.source.title));
        expect(text).toContain(`Source, checked ${formatReviewDate(record.verifiedOn)}`);
      }
      // The visa text of the guide, of /visa and of the visa chat (one knowledge base) agrees.
      const visaText = [
        data.visa.summary,
        data.visa.touristStay.summary,
        ...data.visa.passages.map((p) => p.text),
      ].join(" ");
      expect(contradictions(visaText, records)).toEqual([]);
      expect(contradictions(text, records)).toEqual([]);
    },
  );
});

describe("GET /guides/[file]", () => {
  const call = (file: string) =>
    GET(new Request(`http://localhost/guides/${file}`), { params: Promise.resolve({ file }) });

  it("pre-renders the 9 guide files", () => {
    expect(generateStaticParams()).toEqual(guides.map((guide) => ({ file: `${guide.countryId}.pdf` })));
  });

  it("serves a guide as an inline PDF", async () => {
    const response = await call("uruguay.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="latitud-uruguay-guide.pdf"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.each(["mexico.pdf", "colombia", "colombia.txt", "../colombia.pdf", "Colombia.pdf"])(
    "404s for %p",
    async (file) => {
      const response = await call(file);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
    },
  );
});
