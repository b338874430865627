import questions from "@/tests/fixtures/visa-questions.json";
import { visaCountries } from "@/lib/visa/knowledge";
import { detectCountries, retrievePassages } from "@/lib/visa/retrieval";
import { questionLanguage } from "@/lib/visa/language";
import { builtInAssistant } from "@/lib/visa/built-in-answerer";
import { countryFacts, factsAbout } from "@/lib/visa/facts/query";
import type { ChatMessage } from "@/lib/services/assistant/types";

// Never reach a real API from a unit test, whatever the developer's shell has set.
delete process.env.OPENAI_API_KEY;

type Case = { question: string; expect: string[]; history?: ChatMessage[]; outOfScope?: boolean };
const cases = questions as Case[];

/** "/…/flags" is a regular expression, anything else a case-insensitive substring. */
function hasFact(answer: string, fact: string): boolean {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(fact);
  if (regex) return new RegExp(regex[1]!, regex[2]!.includes("i") ? regex[2] : `${regex[2]}i`).test(answer);
  return answer.toLowerCase().includes(fact.toLowerCase());
}

/** As answerVisaQuestion asks it: in the question's language. */
async function ask(question: string, history: ChatMessage[] = [], assistantName = "Lati"): Promise<string[]> {
  const userHistory = history.filter((m) => m.role === "user").map((m) => m.content);
  const language = questionLanguage(question, userHistory);
  const passages = retrievePassages(question, { history: userHistory, language });
  const chunks: string[] = [];
  for await (const chunk of builtInAssistant.answer({ question, history, passages, assistantName, language }))
    chunks.push(chunk);
  return chunks;
}

// Every source URL of the knowledge base: what counts as an official source.
const officialUrls = new Set(
  visaCountries.flatMap((c) => [
    ...c.passages.flatMap((p) => p.sources.map((s) => s.url)),
    ...(c.nomadVisa ? [c.nomadVisa.officialUrl] : []),
  ]),
);
const markdownLinks = (text: string) =>
  [...text.matchAll(/\[[^\]]+\]\((https:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);

describe("built-in visa answerer over the question set", () => {
  const answers = new Map<Case, string[]>();

  beforeAll(async () => {
    for (const c of cases) answers.set(c, await ask(c.question, c.history));
  });

  it("has a realistic question set: 30+ questions, all 11 countries, other languages, follow-ups, out of scope", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(
      cases.flatMap((c) =>
        detectCountries(`${c.question} ${(c.history ?? []).map((m) => m.content).join(" ")}`),
      ),
    );
    expect([...covered].sort()).toEqual(visaCountries.map((c) => c.id).sort());
    expect(cases.filter((c) => c.history?.length).length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => c.outOfScope).length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => /[¿ãõçáéíóú]/i.test(c.question)).length).toBeGreaterThanOrEqual(4);
  });

  it("answers with all the expected facts for at least 90% of the questions", () => {
    const misses = cases
      .map((c) => ({
        question: c.question,
        missing: c.expect.filter((fact) => !hasFact(answers.get(c)!.join(""), fact)),
      }))
      .filter((m) => m.missing.length > 0);
    const recall = (cases.length - misses.length) / cases.length;
    console.log(
      `visa answerer recall: ${(recall * 100).toFixed(1)}% (${cases.length - misses.length}/${cases.length})`,
      misses.length ? misses : "",
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it("cites at least one official https source as a Markdown link in every in-scope answer", () => {
    for (const c of cases.filter((q) => !q.outOfScope)) {
      const links = markdownLinks(answers.get(c)!.join(""));
      expect({ question: c.question, official: links.some((url) => officialUrls.has(url)) }).toEqual({
        question: c.question,
        official: true,
      });
    }
  });

  it("says plainly that it does not know out-of-scope questions, lists the countries and suggests a lawyer", () => {
    for (const c of cases.filter((q) => q.outOfScope)) {
      const answer = answers.get(c)!.join("");
      expect(answer).toMatch(/don't know/);
      for (const country of visaCountries) expect(answer).toContain(country.name);
      expect(answer).toMatch(/lawyer/);
      expect(markdownLinks(answer)).toEqual([]);
    }
  });

  it("never outputs raw HTML and streams several chunks", () => {
    for (const c of cases) {
      const chunks = answers.get(c)!;
      expect(chunks.join("")).not.toContain("<");
      expect({ question: c.question, streamed: chunks.length > 1 }).toEqual({
        question: c.question,
        streamed: true,
      });
    }
  });
});

describe("built-in visa answerer: the two reference questions", () => {
  it("Colombia: yes, the visa's name and the income requirement, then sources and review date", async () => {
    const answer = (await ask("Does Colombia have a digital nomad visa and how much income do I need?")).join(
      "",
    );
    const colombia = visaCountries.find((c) => c.id === "colombia")!;
    expect(answer.startsWith("**Yes.**")).toBe(true);
    expect(answer).toContain(colombia.nomadVisa!.name);
    // The income comes from its fact record, with the record's own page among the sources.
    const income = factsAbout({ country: "colombia", kind: "income-threshold" })[0]!;
    expect(answer).toContain(`**Income:** ${income.text.en}`);
    expect(answer).toContain(`](${income.source.url})`);
    expect(answer).toContain(
      "**Sources**\n- [1] [Cancillería de Colombia – Visas](https://www.cancilleria.gov.co/tramites_servicios/visa), checked 22 November 2026",
    );
    // every claim carries its footnote
    expect(answer).toMatch(/\*\*Yes\.\*\* Colombia has a digital nomad visa: .*\[1\]\n/);
    // sources are deduplicated
    expect(answer.match(/cancilleria\.gov\.co\/tramites_servicios\/visa\)/g)).toHaveLength(1);
  });

  it("Brazil: the tourist stay rule and the extension rule", async () => {
    const answer = (await ask("Can I stay in Brazil for more than 90 days as a tourist?")).join("");
    // Every passport's stay and extension records, each saying which passports it is for.
    const records = (["stay-per-entry", "stay-per-period", "extension"] as const).flatMap((kind) =>
      countryFacts("brazil")!.facts.filter((f) => f.kind === kind && f.program === "brazil-tourist"),
    );
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const record of records) expect(answer).toContain(record.text.en);
  });
});

describe("built-in visa answerer: edge cases", () => {
  it("asks which country when a visa question names none and the history has none", async () => {
    const answer = (await ask("What documents do I need?")).join("");
    expect(answer).toMatch(/don't know which country/);
    expect(answer).toContain("Uruguay");
  });

  it("compares the countries when asked in general", async () => {
    const answer = (await ask("How long can tourists stay visa-free?")).join("");
    for (const country of visaCountries)
      expect(answer).toContain(`**${country.name}** — ${country.touristStay.days} days`);
  });

  it("escapes HTML coming from the app, such as the assistant name", async () => {
    const answer = (await ask("What's the capital of France?", [], "<img src=x onerror=alert(1)>")).join("");
    expect(answer).not.toContain("<");
    expect(answer).toContain("&lt;img");
  });

  it("stops when the request is aborted", async () => {
    const controller = new AbortController();
    const question = "Does Colombia have a digital nomad visa?";
    const iterator = builtInAssistant
      .answer({
        question,
        history: [],
        passages: retrievePassages(question),
        assistantName: "Lati",
        language: "en",
        signal: controller.signal,
      })
      [Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    controller.abort();
    await expect(iterator.next()).rejects.toThrow();
  });

  it("answerVisaQuestion uses the built-in answerer when no API key is configured", async () => {
    const { answerVisaQuestion, visaAssistant } = await import("@/lib/visa/answer");
    expect(visaAssistant().name).toBe("built-in");
    let answer = "";
    for await (const chunk of answerVisaQuestion({
      question: "How much income do I need?",
      history: [{ role: "user", content: "Tell me about Ecuador" }],
      assistantName: "Lati",
    }))
      answer += chunk;
    expect(answer).toContain("USD 1,446");
  });
});
