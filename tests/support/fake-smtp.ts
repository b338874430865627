import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A minimal SMTP server speaking the real protocol (RFC 5321: greeting, EHLO, MAIL FROM, RCPT TO,
 * DATA, QUIT), so tests see what goes on the wire. `delayMs` holds each answer to the end of DATA
 * (a slow mail server); `failNext` refuses that many messages with a temporary error (451).
 */
export type Received = { from: string; to: string[]; data: string };
export type FakeSmtp = {
  server: Server;
  port: number;
  url: string;
  received: Received[];
  failNext: number;
  close: () => Promise<void>;
};

export function fakeSmtpServer({ delayMs = 0 } = {}): Promise<FakeSmtp> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const fake = { received, failNext: 0 } as FakeSmtp;
  const server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
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
            const message = current;
            current = { from: "", to: [], data: "" };
            setTimeout(() => {
              if (fake.failNext > 0) {
                fake.failNext--;
                socket.write("451 4.3.0 try again later\r\n");
                return;
              }
              received.push(message);
              socket.write("250 2.0.0 queued\r\n");
            }, delayMs);
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
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else if (command === "RSET" || command === "NOOP") socket.write("250 ok\r\n");
        // Any other command (VRFY, EXPN, AUTH…) gets the RFC 5321 reply for a command it does not offer.
        else socket.write("502 5.5.1 command not implemented\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port;
      Object.assign(fake, {
        server,
        port,
        url: `smtp://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
      resolve(fake);
    }),
  );
}
