import "server-only";
export type { EmailMessage } from "./types";
export { flushOutbox, sendEmail, sendEmailAfterAnswer, startOutboxWorker, stopOutboxWorker } from "./outbox";
