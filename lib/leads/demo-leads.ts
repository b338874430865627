import { WELCOME_CREDITS } from "@/lib/config/lawyers";
import type { Database } from "@/lib/services/database";
import type { LeadMessage } from "./conversation";
import { builtInLeadSummary } from "./summary/built-in";

/**
 * Demo data for local trials (never production): six requests for a lawyer across countries and
 * languages, with their chat excerpts and summaries, and the demo lawyer's profile and welcome
 * credits. Fixed ids: every seed (each start) brings the requests back to their ages relative to
 * today, so the marketplace of a long-lived demo never shows months-old requests, and their texts
 * name no calendar dates. Credits are created only when missing: a tester's spending is kept.
 */
type DemoLead = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  language: string;
  message: string;
  daysAgo: number;
  conversation: LeadMessage[];
};

const user = (content: string): LeadMessage => ({ role: "user", content });
const assistant = (content: string): LeadMessage => ({ role: "assistant", content });

export const demoLeads: readonly DemoLead[] = [
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000001",
    name: "Hannah Becker",
    email: "hannah.becker@example.com",
    phone: "+49 151 2345 6789",
    country: "colombia",
    language: "English",
    message:
      "I'd like help preparing my digital nomad visa application for Colombia, especially the income proof.",
    daysAgo: 1,
    conversation: [
      user(
        "Hi! I'm a UX designer working remotely for a German company. Can I get the digital nomad visa in Colombia?",
      ),
      assistant(
        "Colombia's Visa V for digital nomads is for remote workers of foreign companies. You need to show a monthly income of about three times the minimum wage...",
      ),
      user("I earn around 4,500 EUR a month. Is that enough, and how do I prove it?"),
      assistant(
        "That is above the threshold. Usually bank statements for the last months and a letter from your employer...",
      ),
      user(
        "Great. I plan to move to Medellín in 3 months. What documents do I need to prepare for the income proof?",
      ),
    ],
  },
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000002",
    name: "Lucía Fernández",
    email: "lucia.fernandez@example.com",
    phone: null,
    country: "mexico",
    language: "Spanish",
    message: "Quiero pasar de visitante a residente temporal en México sin salir del país. ¿Es posible?",
    daysAgo: 2,
    conversation: [
      user(
        "Estoy en Ciudad de México como turista. ¿Puedo pedir la residencia temporal sin salir de Mexico?",
      ),
      assistant(
        "En general la residencia temporal se solicita en un consulado mexicano fuera del país, salvo excepciones como el vínculo familiar...",
      ),
      user(
        "Mi pareja es mexicana, estamos casados desde el año pasado. Mi permiso de turista vence el próximo mes.",
      ),
    ],
  },
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000003",
    name: "João Almeida",
    email: "joao.almeida@example.com",
    phone: "+351 912 345 678",
    country: "brazil",
    language: "Portuguese",
    message: "I need advice on the Brazilian digital nomad visa (VITEM XIV) and tax residency.",
    daysAgo: 3,
    conversation: [
      user(
        "I'm a Portuguese software engineer, remote for a UK startup. Does Brazil have a visa for remote workers?",
      ),
      assistant(
        "Yes, Brazil offers a temporary visa for digital nomads (VITEM XIV) for people employed by or contracting with foreign companies...",
      ),
      user(
        "Would I become tax resident if I stay in Florianópolis for a year? I want to move there in 4 months.",
      ),
    ],
  },
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000004",
    name: "Emily Carter",
    email: "emily.carter@example.com",
    phone: "+1 415 555 0142",
    country: "costa-rica",
    language: "English",
    message:
      "My 90-day tourist stay in Costa Rica ends soon and I'd like to extend it or switch to the nomad visa.",
    daysAgo: 5,
    conversation: [
      user("I'm in Tamarindo as a tourist. My 90 days end next week. Can I extend my stay?"),
      assistant(
        "Tourist extensions in Costa Rica are limited. Many people apply for the Rentista or digital nomad visa instead...",
      ),
      user(
        "Can I apply for the digital nomad visa from inside Costa Rica while my tourist stay is still valid?",
      ),
    ],
  },
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000005",
    name: "Pierre Dubois",
    email: "pierre.dubois@example.com",
    phone: null,
    country: "argentina",
    language: "French",
    message:
      "Je souhaite obtenir la résidence en Argentine comme rentier. Could a lawyer help with the paperwork?",
    daysAgo: 8,
    conversation: [
      user("I'm retiring next year and want residency in Argentina. I have a pension from France."),
      assistant(
        "Argentina has a pensioner (jubilado) residence for people with a regular pension from abroad...",
      ),
      user("What is the minimum pension amount, and does the pension certificate need an apostille?"),
    ],
  },
  {
    id: "0d6c1a52-3f0e-4c55-9b61-5a1f00000006",
    name: "Sofia Rossi",
    email: "sofia.rossi@example.com",
    phone: "+39 347 123 4567",
    country: "uruguay",
    language: "Italian",
    message: "I want to invest in property in Uruguay and get residency. What are my options?",
    daysAgo: 12,
    conversation: [
      user("Hello! I'm thinking of buying a property in Montevideo. Does that give me residency in Uruguay?"),
      assistant(
        "Uruguay grants legal residency to people with stable income, and investment can help prove it...",
      ),
      user(
        "I could invest around 150,000 USD in real estate within 6 months. Would that qualify me for residency?",
      ),
    ],
  },
];

const DAY_MS = 86_400_000;

export async function seedDemoLeads(db: Database, now = new Date()): Promise<void> {
  for (const lead of demoLeads) {
    const createdAt = new Date(now.getTime() - lead.daysAgo * DAY_MS);
    const data = {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      country: lead.country,
      language: lead.language,
      message: lead.message,
      conversation: lead.conversation,
      summaryText: builtInLeadSummary(lead.conversation, lead.message, { country: lead.country }),
      source: "visa-chat",
      consentAt: createdAt,
      createdAt,
    };
    await db.contactSubmission.upsert({
      where: { id: lead.id },
      create: { id: lead.id, ...data },
      update: data,
    });
  }
  await seedDemoLawyer(db);
}

/** The demo lawyer as an approval would have left them: a public profile and the welcome credits. */
async function seedDemoLawyer(db: Database): Promise<void> {
  const lawyer = await db.user.findUnique({
    where: { email: "lawyer@demo.latitud.app" },
    select: { id: true, role: true },
  });
  if (!lawyer || lawyer.role !== "lawyer") return;
  await db.lawyerProfile.upsert({
    where: { userId: lawyer.id },
    create: {
      userId: lawyer.id,
      displayName: "Lucas Lawyer",
      bio: "Immigration lawyer in Bogotá and Medellín: nomad visas, residency and family visas for remote workers.",
      countries: ["colombia", "mexico", "peru"],
      languages: ["English", "Spanish"],
      specialities: ["Digital nomad visas", "Temporary residency", "Family and spouse visas"],
      website: "https://example.com/lucas-lawyer",
    },
    update: {},
  });
  await db.lawyerCredits.upsert({
    where: { lawyerId: lawyer.id },
    create: { lawyerId: lawyer.id, creditsBalance: WELCOME_CREDITS },
    update: {},
  });
}
