import type { CountryVisa, CountryVisaTranslation } from "./knowledge-schema";

/**
 * What a translation of the visa knowledge base must keep from the English record: the version it
 * translates, the passages in the same order, every figure of every text (written as the language
 * writes numbers: "1,446" in English and Spanish, "1.446" in Portuguese), the official program
 * name, and no text left in English. Read by the content check script and the tests.
 */

/**
 * The numbers of a text as their digits, whatever the separators: "USD 1,300–1,400" and
 * "USD 1.300–1.400" both give ["1300", "1400"], "80.90" and "80,90" give ["8090"].
 */
export function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ""));
}

const sorted = (values: string[]) => [...values].sort().join(" ");

/** Official program names stop at their first gloss: "Visa V (Visitante) – …" → "Visa V". */
export function officialName(visaName: string): string {
  return visaName.split(/ \(| – /)[0] ?? visaName;
}

/** The text fields a translation carries, paired with the English ones, by where they are. */
function pairedTexts(
  english: CountryVisa,
  translation: CountryVisaTranslation,
): Array<[string, string, string]> {
  const pairs: Array<[string, string, string]> = [
    ["summary", english.summary, translation.summary],
    ["touristStay.summary", english.touristStay.summary, translation.touristStay.summary],
  ];
  const nv = english.nomadVisa;
  const tnv = translation.nomadVisa;
  if (nv && tnv) {
    for (const field of ["duration", "incomeRequirement", "fees", "processingTime", "howToApply"] as const)
      pairs.push([`nomadVisa.${field}`, nv[field], tnv[field]]);
    nv.documents.forEach((document, i) =>
      pairs.push([`nomadVisa.documents.${i}`, document, tnv.documents[i] ?? ""]),
    );
  }
  english.passages.forEach((passage, i) => {
    const translated = translation.passages[i];
    pairs.push([`${passage.id}.title`, passage.title, translated?.title ?? ""]);
    pairs.push([`${passage.id}.text`, passage.text, translated?.text ?? ""]);
  });
  return pairs;
}

/** Everything wrong with one translation, as readable lines; empty when it is faithful. */
export function translationProblems(english: CountryVisa, translation: CountryVisaTranslation): string[] {
  const problems: string[] = [];
  if (translation.id !== english.id) problems.push(`id "${translation.id}" should be "${english.id}"`);
  if (translation.translates !== english.version)
    problems.push(
      `translates version ${translation.translates}, but the English record is at version ${english.version}: update the translation`,
    );
  const ids = english.passages.map((p) => p.id).join(", ");
  const translatedIds = translation.passages.map((p) => p.id).join(", ");
  if (translatedIds !== ids)
    problems.push(`passages should be ${ids}, in that order (found ${translatedIds})`);
  const nv = english.nomadVisa;
  const tnv = translation.nomadVisa;
  if (Boolean(nv) !== Boolean(tnv)) problems.push(`nomadVisa should be ${nv ? "translated" : "null"}`);
  if (nv && tnv) {
    if (nv.documents.length !== tnv.documents.length)
      problems.push(`nomadVisa.documents should have ${nv.documents.length} items`);
    if (!tnv.name.startsWith(officialName(nv.name)))
      problems.push(`nomadVisa.name should keep the official name "${officialName(nv.name)}"`);
  }
  for (const [where, source, translated] of pairedTexts(english, translation)) {
    if (sorted(figures(source)) !== sorted(figures(translated)))
      problems.push(
        `${where}: figures ${sorted(figures(translated)) || "(none)"} differ from the English ${sorted(figures(source)) || "(none)"}`,
      );
    if (source.length > 30 && source === translated) problems.push(`${where} is still in English`);
  }
  return problems;
}
