/** An email with both parts: plain text for every client, HTML for the ones that show it. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export interface EmailTransport {
  readonly name: "smtp" | "dev-mailbox";
  send(message: EmailMessage): Promise<void>;
}
