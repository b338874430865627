import "server-only";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { Locale } from "@/lib/i18n/locales";
import type { RetrievedPassage } from "@/lib/visa/retrieval";
import type { Fact } from "@/lib/visa/facts/schema";
import { allowedUrls, keepCitedLinks } from "./citations";
import type { AssistantInput, VisaAssistant } from "./types";

export type OpenAiConfig = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /**
   * Retries of a failed request before the first token (default 1). The SDK's default of 2 with
   * exponential backoff can keep a chat user waiting for seconds before the apology; one retry
   * still covers a dropped connection or a brief 429/5xx.
   */
  maxRetries?: number;
  /** Milliseconds to wait for the response to start (default 30 s; the SDK's default is 10 minutes). */
  timeout?: number;
};

// Bounds on what is sent: cost and latency grow with the prompt, and old turns rarely matter.
export const HISTORY_MESSAGES = 8;
export const HISTORY_MESSAGE_CHARS = 1_000;
export const QUESTION_CHARS = 2_000;
export const PASSAGES_CHARS = 6_000;
export const FACTS_CHARS = 3_000;
export const MAX_TOKENS = 700;
export const TEMPERATURE = 0.2;

/** The languages the model is told to answer in, named as a model reads them best. */
const languageNames: Record<Locale, string> = {
  en: "English",
  es: "Spanish (neutral Latin American Spanish, addressing the user as “tú”)",
  pt: "Brazilian Portuguese (addressing the user as “você”)",
};

export function systemPrompt(assistantName: string, language: Locale = "en"): string {
  return [
    `You are ${assistantName}, the visa assistant of Latitud, a membership app for digital nomads in Latin America.`,
    "Only help with visas, immigration, tourist stays, residence, taxes on residence and practical nomad life in Latin America. Politely decline anything else.",
    "When the knowledge-base passages provided cover the question, answer only from them and do not add facts they do not contain. Cite the sources you used as Markdown links to their official URLs, and mention the date the information was last reviewed.",
    "If the passages do not cover the question or you are not sure, say plainly that you don't know, and suggest checking the official source or asking an immigration lawyer, especially for complex personal cases.",
    "Answer the question asked first, from the fact records when they cover it (they are checked and take precedence over the passages), then the passage sentences that carry it. After each claim put a footnote number [n] and end with a numbered list of the sources you used, each as a Markdown link with the date it was checked; say when a record is unverified.",
    "Start with Yes or No only when the question is a yes/no question. If the question takes something for granted that the records contradict (a wrong amount, a wrong number of days), say No first and give the actual rule.",
    "Use what the user says about themselves (nationality, income, savings, who pays them, how long they want to stay, family): compare their figures with the records and say plainly when a requirement is out of reach. Never promise or predict approval.",
    "Latitud covers Argentina, Bolivia, Brazil, Chile, Colombia, Costa Rica, Ecuador, Mexico, Paraguay, Peru and Uruguay only. For any other country, say plainly that Latitud does not cover it.",
    "Cite only the links given in the records and passages; any other link is removed from your answer.",
    "Give general information, never legal advice. Be concise: a direct answer first, then a few short paragraphs or bullets. Use Markdown, never HTML.",
    `Answer in ${languageNames[language]}: the language the user writes in, whatever the language of earlier messages. Keep official program names, agency names and source titles as they are, and never change a figure, date or link of the passages.`,
  ].join("\n");
}

/** The retrieved passages as one context message, with sources and review dates, capped in size. */
export function passagesContext(passages: readonly RetrievedPassage[]): string {
  const header =
    "Knowledge-base passages for this question (reviewed by Latitud; use them as your source of truth):";
  let body = "";
  for (const [i, p] of passages.entries()) {
    const sources = p.sources.map((s) => `[${s.title}](${s.url})`).join(", ");
    const block = `\n\n[${i + 1}] ${p.countryName} – ${p.title} (last reviewed ${p.lastReviewed})\n${p.text}\nSources: ${sources}`;
    if (body.length + block.length > PASSAGES_CHARS) {
      if (i === 0) body = block.slice(0, PASSAGES_CHARS);
      break;
    }
    body += block;
  }
  return header + (body || "\n\n(none found: say you don't know if the question needs specific facts)");
}

/** The fact records on what is asked, with their page, the day they were checked and how sure we are. */
export function factsContext(facts: readonly Fact[], language: Locale, eligibilityHref?: string): string {
  let body = "";
  for (const [i, fact] of facts.entries()) {
    const who = fact.nationalities === "all" ? "all passports" : `${fact.nationalities.join(", ")} passports`;
    const block = `\n[F${i + 1}] ${fact.kind} (${who}; ${fact.confidence}, checked ${fact.verifiedOn}): ${fact.text[language]}\nSource: [${fact.source.title}](${fact.source.url})`;
    if (body.length + block.length > FACTS_CHARS) break;
    body += block;
  }
  const fit = eligibilityHref
    ? `\n\nThe question is about fit: end with a link to the eligibility check, [${eligibilityHref}](${eligibilityHref}), under a short label in the answer's language.`
    : "";
  return `Fact records for this question (checked values; unverified ones must be said to be unverified):${body || "\n(none)"}${fit}`;
}

export function buildMessages(input: AssistantInput): ChatCompletionMessageParam[] {
  const history = input.history.slice(-HISTORY_MESSAGES).map((m): ChatCompletionMessageParam => ({
    role: m.role,
    content: truncate(m.content, HISTORY_MESSAGE_CHARS),
  }));
  return [
    { role: "system", content: systemPrompt(input.assistantName, input.language) },
    { role: "system", content: passagesContext(input.passages) },
    { role: "system", content: factsContext(input.facts ?? [], input.language, input.eligibilityHref) },
    ...history,
    { role: "user", content: truncate(input.question, QUESTION_CHARS) },
  ];
}

/** The assistant backed by any OpenAI-compatible Chat Completions API, streamed token by token. */
export function openAiAssistant(config: OpenAiConfig): VisaAssistant {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: config.maxRetries ?? 1,
    timeout: config.timeout ?? 30_000,
  });
  return {
    name: "openai",
    async *answer(input: AssistantInput) {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages: buildMessages(input),
          stream: true,
          max_tokens: MAX_TOKENS,
          temperature: TEMPERATURE,
        },
        { signal: input.signal },
      );
      // Links are checked against the pages given: the passages' sources and the records' pages.
      const isAllowed = allowedUrls([
        ...input.passages.flatMap((p) => p.sources.map((s) => s.url)),
        ...(input.facts ?? []).map((f) => f.source.url),
      ]);
      async function* tokens() {
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      }
      yield* keepCitedLinks(tokens(), isAllowed);
      // The SDK ends an aborted stream quietly; throw so a cut-off answer is never taken as complete.
      input.signal?.throwIfAborted();
    },
  };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
