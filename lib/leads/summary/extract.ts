import type { LeadMessage } from "../conversation";
import { wordPattern } from "@/lib/utils/word-pattern";

/**
 * The extractive pieces of a lead summary: visa type, timeline and the person's question, read from
 * what the person wrote (never from the assistant's answers, which mention every option).
 */

const VISA_TYPES: Array<{ label: string; pattern: RegExp }> = [
  {
    label: "Digital nomad visa",
    pattern: wordPattern(
      [
        "digital nomads?",
        "nomad visas?",
        "nomads?",
        "n[o\u00f3]madas?",
        "remote(ly)? (work|worker|workers|working|job)",
        "work(ing)? remotely",
        "teletrabajo",
        "freelanc(e|er|ing)",
        "visto de n[o\u00f4]made",
      ],
      "gi",
    ),
  },
  {
    label: "Work visa",
    pattern:
      /\b(work visas?|work permits?|job offers?|employer|employment|hired by|local company|contrato de trabajo|permiso de trabajo)\b/gi,
  },
  {
    label: "Student visa",
    pattern: /\b(student visas?|study|studying|students?|university|universidad|spanish school)\b/gi,
  },
  {
    label: "Residency",
    pattern: wordPattern(
      [
        "residency",
        "residence",
        "residents?",
        "permanent",
        "temporary residen\\w*",
        "retire",
        "retirement",
        "retiree",
        "pensioner",
        "pensionado",
        "rentista",
        "c[e\u00e9]dula",
        "citizenship",
        "naturali[sz]ation",
        "mercosur",
        "residencia",
        "residente",
        "resid[e\u00ea]ncia",
      ],
      "gi",
    ),
  },
  {
    label: "Family or spouse visa",
    pattern: wordPattern(
      [
        "spouse",
        "married",
        "marriage",
        "wife",
        "husband",
        "partner visa",
        "family reunification",
        "civil union",
        "my (kids|children)",
        "casad[oa]s?",
        "esposa",
        "esposo",
        "pareja",
        "c[o\u00f4]njuge",
        "matrimonio",
      ],
      "gi",
    ),
  },
  {
    label: "Investor visa",
    pattern:
      /\b(investor|investment|invest|buy(ing)? (a )?property|real estate|start(ing)? a (business|company))\b/gi,
  },
  {
    label: "Tourist stay",
    pattern:
      /\b(tourists?|turistas?|visa[- ]free|vacation|holiday|visit(ing)?|extend my stay|extension|overstay(ed)?|90 days|180 days|entry stamp)\b/gi,
  },
];

/** The visa type most talked about (ties go to the earlier type in the list), or null. */
export function detectVisaType(texts: readonly string[]): string | null {
  const text = texts.join("\n");
  let best: { label: string; count: number } | null = null;
  for (const { label, pattern } of VISA_TYPES) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0 && (!best || count > best.count)) best = { label, count };
  }
  return best?.label ?? null;
}

const MONTH =
  "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)";
const AMOUNT =
  "(?:\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of|few|couple of)";
const UNIT = "(?:days?|weeks?|months?|years?|d[ií]as|semanas?|meses|mes|a[nñ]os?)";

const TIMELINE_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:in|within|en|em|dentro de)\\s+(?:the\\s+next\\s+)?${AMOUNT}\\s+${UNIT}\\b`, "gi"),
  new RegExp(`\\b${AMOUNT}\\s+${UNIT}\\s+from now\\b`, "gi"),
  /\bnext\s+(?:week|month|year|spring|summer|autumn|fall|winter|few\s+(?:weeks|months))\b/gi,
  /\b(?:el\s+)?pr[oó]xim[oa]\s+(?:semana|mes|a[nñ]o)\b/gi,
  new RegExp(
    `\\b(?:next|by|before|in|from|starting|until|around|early|mid|late|end of)\\s+${MONTH}(?:\\s+(?:of\\s+)?20\\d{2})?\\b`,
    "gi",
  ),
  new RegExp(`\\b${MONTH}\\s+20\\d{2}\\b`, "gi"),
  /\b(?:early|mid|late|end of|by|before|in)\s*-?\s*20\d{2}\b(?![-/]\d)/gi,
  /\b(?:(?:by|before|on|until|from)\s+)?20\d{2}-\d{2}-\d{2}\b/gi,
  /\b(?:(?:by|before|on|until|from)\s+)?\d{1,2}\/\d{1,2}\/(?:20)?\d{2}\b/gi,
  wordPattern(
    [
      "?:as soon as possible",
      "asap",
      "urgent(?:ly)?",
      "right away",
      "immediately",
      "this (?:week|month|year|summer|winter|spring|fall|autumn)",
      "(?:by )?the end of (?:the|this) (?:year|month)",
    ],
    "gi",
  ),
];

/** Time expressions of one text, in the order they appear. */
function timelinesIn(text: string): string[] {
  const found: Array<{ at: number; value: string }> = [];
  for (const pattern of TIMELINE_PATTERNS) {
    for (const match of text.matchAll(pattern))
      found.push({ at: match.index ?? 0, value: match[0].replace(/\s+/g, " ").trim() });
  }
  found.sort((a, b) => a.at - b.at);
  // A longer match that covers a shorter one ("by March 2026" over "March 2026") wins.
  const kept: string[] = [];
  for (const { value } of found) {
    const lower = value.toLowerCase();
    if (kept.some((k) => k.toLowerCase().includes(lower))) continue;
    for (let i = kept.length - 1; i >= 0; i--) if (lower.includes(kept[i]!.toLowerCase())) kept.splice(i, 1);
    kept.push(value);
  }
  return kept;
}

/** The timeline of the newest text that states one (at most two expressions), or null. */
export function extractTimeline(textsOldestFirst: readonly string[]): string | null {
  for (const text of [...textsOldestFirst].reverse()) {
    const found = timelinesIn(text);
    if (found.length) return found.slice(0, 2).join("; ");
  }
  return null;
}

// Greetings and thanks carry no question: what is left once they are removed must be 3+ words.
const PLEASANTRIES = wordPattern(
  [
    "hi",
    "hello",
    "hey",
    "hola",
    "ol[a\u00e1]",
    "thanks?",
    "thank you",
    "thx",
    "ok(ay)?",
    "great",
    "cool",
    "perfect",
    "awesome",
    "gracias",
    "muchas",
    "obrigad[oa]",
    "yes",
    "no",
    "sure",
    "got it",
    "nice",
    "so much",
    "very much",
    "a lot",
    "for (your|the|all the) (help|info|information|answers?)",
    "that helps?",
  ],
  "gi",
);

function isSubstantive(text: string): boolean {
  const rest = text
    .replace(PLEASANTRIES, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim();
  return rest.split(/\s+/).filter(Boolean).length >= 3;
}

/** The person's last substantive message: not a greeting or a thank-you. */
export function lastSubstantiveMessage(messages: readonly LeadMessage[]): string | null {
  for (const message of [...messages].reverse()) {
    if (message.role !== "user") continue;
    const text = message.content.replace(/\s+/g, " ").trim();
    if (isSubstantive(text)) return text;
  }
  return null;
}

/** Shortens on a word boundary. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * Contact details the person may have typed into their question: the marketplace shows the summary
 * before anyone paid for the contact, so emails and phone numbers (9+ digits; dates have 8) are masked.
 */
export function redactContacts(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/\+?\d[\d\s().-]{7,}\d/g, (match) => (match.replace(/\D/g, "").length >= 9 ? "[phone]" : match));
}
