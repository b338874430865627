import "server-only";
import nodemailer from "nodemailer";
import type { EmailMessage, EmailTransport } from "./types";

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message: EmailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
  };
}
