import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { smtpTransport } from "@/lib/services/email/smtp";

/*
 * The SMTP adapter against a minimal SMTP server speaking the real protocol (RFC 5321: greeting,
 * EHLO, MAIL FROM, RCPT TO, DATA, QUIT), so an upgrade of nodemailer that changes what goes on the
 * wire shows up here.
 */
type Received = { from: string; to: string[]; data: string };

function fakeSmtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let current: Received = { from: "", to: [], data: "" };
    let inData = false;
    let buffer = "";
    socket.write("220 fake.smtp ESMTP ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let at: number;
      while ((at = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 2.0.0 queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (command === "MAIL") {
          current.from = line.slice(10).replace(/[<>]/g, "").split(" ")[0]!;
          socket.write("250 2.1.0 ok\r\n");
        } else if (command === "RCPT") {
          current.to.push(line.slice(8).replace(/[<>]/g, ""));
          socket.write("250 2.1.5 ok\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        }
        else if (command === "QUIT") socket.end("221 bye\r\n");
        else if (command === "RSET" || command === "NOOP") socket.write("250 ok\r\n");
        else socket.write("502 not implemented\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe("SMTP transport", () => {
  it("delivers subject, recipients, text and HTML parts and our headers to an SMTP server", async () => {
    const { server, port, received } = await fakeSmtpServer();
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "Latitud <hello@latitud.app>");
      await transport.send({ to: "nomad@example.com", subject: "Confirm your Latitud account", text: "Hola! https://latitud.app/auth/confirm?token=abc", html: "<p>Hola!</p>", headers: { "X-Latitud-Kind": "confirmation" } });
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
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
