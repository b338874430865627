import { smtpTransport } from "@/lib/services/email/smtp";
import { fakeSmtpServer } from "../support/fake-smtp";

/*
 * The SMTP adapter against a minimal SMTP server speaking the real protocol, so an upgrade of
 * nodemailer that changes what goes on the wire shows up here.
 */
describe("SMTP transport", () => {
  it("delivers subject, recipients, text and HTML parts and our headers to an SMTP server", async () => {
    const smtp = await fakeSmtpServer();
    const { received } = smtp;
    try {
      const transport = smtpTransport(smtp.url, "Latitud <hello@latitud.app>");
      await transport.send({
        to: "nomad@example.com",
        subject: "Confirm your Latitud account",
        text: "Hola! https://latitud.app/auth/confirm?token=abc",
        html: "<p>Hola!</p>",
        headers: { "X-Latitud-Kind": "confirmation" },
      });
      expect(received).toHaveLength(1);
      const [mail] = received;
      expect(mail!.from).toBe("hello@latitud.app");
      expect(mail!.to).toEqual(["nomad@example.com"]);
      expect(mail!.data).toMatch(/^Subject: Confirm your Latitud account$/m);
      expect(mail!.data).toMatch(/^X-Latitud-Kind: confirmation$/m);
      expect(mail!.data).toContain("text/plain");
      expect(mail!.data).toContain("text/html");
      expect(mail!.data).toContain("<p>Hola!</p>");
    } finally {
      await smtp.close();
    }
  });
});
