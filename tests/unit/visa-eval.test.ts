import cases from "@/tests/fixtures/visa-eval.json";
import { answererPhrases } from "@/lib/visa/answerer-phrases";
import { composeCitedAnswer, factsForQuestion } from "@/lib/visa/built-in-answerer";
import { allFacts } from "@/lib/visa/facts/query";
import { questionLanguage } from "@/lib/visa/language";
import { retrievePassages } from "@/lib/visa/retrieval";
import type { Locale } from "@/lib/i18n/locales";
import type { ChatMessage } from "@/lib/services/assistant/types";

/**
 * The assistant's evaluation set: questions in English, Spanish and Portuguese, adversarial ones,
 * countries Latitud does not cover, false premises and questions that state the asker's income or
 * nationality. Each names the fact records its answer must cite (by id, "*" for any part of it, and
 * a longer id with a passport or aspect counts), so the set stays valid when a record's value is
 * re-verified; and phrases it must or must not say. A record not yet written in all three languages
 * cannot be cited, so its check waits ("pending") until the checked records land. The built-in
 * answerer must pass 95 % of the questions.
 */

delete process.env.OPENAI_API_KEY;

type Case = {
  category: string;
  language: Locale;
  question: string;
  history?: ChatMessage[];
  facts?: string[];
  require?: string[];
  forbid?: string[];
  /** "yes" / "no": the answer leads with that verdict; "none": no verdict word at all. */
  verdict?: "yes" | "no" | "none";
};

const set = cases as Case[];

const usable = allFacts().filter((f) => f.text.es !== f.text.en && f.text.pt !== f.text.en);
const idPattern = (expected: string) =>
  new RegExp(`^${expected.replace(/[-]/g, "\\-").replaceAll("*", "[a-z0-9-]+")}(-[a-z0-9-]+)?$`);

/** "/…/flags" is a regular expression, anything else a case-sensitive substring. */
function matches(answer: string, phrase: string): boolean {
  const regex = /^\/(.+)\/([gimsuy]*)$/.exec(phrase);
  return regex ? new RegExp(regex[1]!, regex[2]).test(answer) : answer.includes(phrase);
}

/** A phrase only the language's answers say (its disclaimer, or the sentence after a refusal). */
function speaks(answer: string, language: Locale): boolean {
  const say = answererPhrases[language];
  return [
    say.closing(),
    say.thanks,
    say.outOfScope("", "")[1],
    say.askWhichCountry("")[1],
    say.facts.notCovered("", "", "")[1],
  ].some((phrase) => answer.includes(phrase));
}

const VERDICT = /^\*\*(Yes|No|Sí|Sim|Não)\b/;

function grade(c: Case) {
  const userHistory = (c.history ?? []).filter((m) => m.role === "user").map((m) => m.content);
  const language = questionLanguage(c.question, userHistory);
  const passages = retrievePassages(c.question, { history: userHistory, language });
  const result = composeCitedAnswer({
    question: c.question,
    history: c.history ?? [],
    passages,
    assistantName: "Lati",
    language,
  });
  const answer = result.blocks.join("\n\n");
  const failures: string[] = [];
  let pending = 0;
  if (result.language !== c.language || !speaks(answer, c.language))
    failures.push(`language ${result.language}`);
  for (const expected of c.facts ?? []) {
    const pattern = idPattern(expected);
    if (!usable.some((f) => pattern.test(f.id))) pending++;
    else if (!result.factIds.some((id) => pattern.test(id))) failures.push(`fact ${expected} not cited`);
  }
  for (const phrase of c.require ?? []) if (!matches(answer, phrase)) failures.push(`missing ${phrase}`);
  for (const phrase of c.forbid ?? []) if (matches(answer, phrase)) failures.push(`says ${phrase}`);
  const verdict = VERDICT.exec(answer)?.[1];
  if (c.verdict === "none" && verdict) failures.push(`verdict ${verdict} on a question that is not yes/no`);
  if (c.verdict === "yes" && !(verdict && /Yes|Sí|Sim/.test(verdict))) failures.push("no yes verdict");
  if (c.verdict === "no" && !(verdict && /No|Não/.test(verdict))) failures.push("no no verdict");
  // Never raw HTML, never a promise of approval.
  if (/<[a-z/]/i.test(answer)) failures.push("raw HTML");
  if (
    /you will (be approved|get (it|the visa))|guaranteed approval|ser[áa]s? aprobad|ser[áa] aprovad/i.test(
      answer,
    )
  )
    failures.push("promises approval");
  return { failures, pending, answer };
}

describe("visa assistant evaluation set", () => {
  const graded = set.map((c) => ({ c, ...grade(c) }));

  it("has 80+ questions across languages, adversarial, uncovered countries, false premises and stated facts", () => {
    const by = (category: string) => set.filter((c) => c.category === category).length;
    expect(set.length).toBeGreaterThanOrEqual(80);
    for (const category of ["en", "es", "pt", "adversarial", "out-of-coverage", "false-premise", "stated"])
      expect(by(category)).toBeGreaterThanOrEqual(category.length === 2 ? 12 : 6);
    expect(set.filter((c) => c.facts?.length).length).toBeGreaterThanOrEqual(50);
  });

  it("passes at least 95 % of the questions", () => {
    const failed = graded.filter((g) => g.failures.length > 0);
    const score = (graded.length - failed.length) / graded.length;
    const byCategory = Object.entries(
      graded.reduce<Record<string, { n: number; ok: number }>>((acc, g) => {
        const entry = (acc[g.c.category] ??= { n: 0, ok: 0 });
        entry.n++;
        if (g.failures.length === 0) entry.ok++;
        return acc;
      }, {}),
    ).map(([category, { n, ok }]) => `${category} ${ok}/${n}`);
    const expectedFacts = set.reduce((n, c) => n + (c.facts?.length ?? 0), 0);
    const pending = graded.reduce((n, g) => n + g.pending, 0);
    console.log(
      `visa eval: ${(score * 100).toFixed(1)}% (${graded.length - failed.length}/${graded.length}); ${byCategory.join(", ")}; ` +
        `fact checks active ${expectedFacts - pending}/${expectedFacts} (the rest wait for checked records)`,
      failed.map((g) => ({ question: g.c.question, failures: g.failures })),
    );
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});

describe("the model's prompt", () => {
  const kinds = (question: string, language: Locale = "en") =>
    factsForQuestion({ question, history: [], language }).map((f) => `${f.program} ${f.kind}`);

  it("holds the records on what is asked, the premise's and the asker's figures, and none for an uncovered country", () => {
    expect(kinds("How much does the Colombia digital nomad visa cost?")).toContain(
      "colombia-digital-nomad fee",
    );
    expect(kinds("¿Cuánto tiempo puedo quedarme en Perú como turista?", "es")).toContain(
      "peru-tourist stay-per-entry",
    );
    expect(kinds("I earn 2,500 USD a month, can I get Costa Rica's digital nomad visa?")).toContain(
      "costa-rica-digital-nomad income-threshold",
    );
    expect(kinds("Do I need a visa for Barbados?")).toEqual([]);
  });
});
