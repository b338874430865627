import "server-only";
import { subscriberBatches, subscriberPage } from "@/lib/newsletter/subscribers";
import { waitlistPage } from "@/lib/waitlist/entries";
import { PAGE_SIZE } from "./pagination";

/** Confirmed newsletter subscribers only (lib/newsletter decides who is one). */
export async function listNewsletterSubscribers({ query = "", page = 1 }: { query?: string; page?: number }) {
  return { ...(await subscriberPage({ query, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE })), page };
}

export async function listWaitlist({ page = 1 }: { page?: number }) {
  return { ...(await waitlistPage({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE })), page };
}

/**
 * One CSV cell. Quotes what needs quoting, and neutralises values that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return at the start) with a leading apostrophe (OWASP).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The newsletter list (confirmed subscribers, with when they confirmed) as CSV, streamed in batches. */
export async function* newsletterCsv(): AsyncGenerator<string> {
  yield "email,subscribed_at,unsubscribed_at\r\n";
  for await (const batch of subscriberBatches()) {
    yield (
      batch
        .map((s) =>
          [csvCell(s.email), s.confirmedAt?.toISOString() ?? "", s.unsubscribedAt?.toISOString() ?? ""].join(
            ",",
          ),
        )
        .join("\r\n") + "\r\n"
    );
  }
}
