import { enqueueEmail } from "./outbox";
import type { EmailMessage } from "./types";

export type { EmailMessage } from "./types";
export { flushOutbox, sendEmailAfterAnswer, startOutboxWorker, stopOutboxWorker } from "./outbox";

/**
 * Queues an email in the outbox (lib/services/email/outbox.ts); it is delivered after the answer,
 * by SMTP when SMTP_URL is set, else to the development mailbox.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await enqueueEmail({ ...message, to: message.to.trim().toLowerCase() });
}
