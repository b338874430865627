import { connect } from "node:net";

/**
 * A POST whose body is sent in chunks without a Content-Length (Transfer-Encoding: chunked), over a
 * raw socket so the test controls every byte: `body`, or `bodyBytes` of filler, then either the
 * final chunk or, with `finish: false`, nothing more (the body never ends; only an answer given
 * while it streams can arrive). Sending stops as soon as the answer begins or the server closes.
 */
export type ChunkedPost = {
  headers?: Record<string, string>;
  body?: Buffer;
  bodyBytes?: number;
  chunkBytes?: number;
  finish?: boolean;
  timeoutMs?: number;
};
export type ChunkedReply = {
  status: number;
  headers: Record<string, string>;
  body: string;
  sentBytes: number;
  ms: number;
};

const piece = Buffer.alloc(64 * 1024, "a");

export function chunkedPost(
  base: string,
  path: string,
  {
    headers = {},
    body,
    bodyBytes = body?.length ?? 0,
    chunkBytes = piece.length,
    finish = true,
    timeoutMs = 15_000,
  }: ChunkedPost,
): Promise<ChunkedReply> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received: Buffer = Buffer.alloc(0);
    let answered = false;
    let sentBytes = 0;
    const timer = setTimeout(
      () => done(new Error(`No complete answer within ${timeoutMs} ms after sending ${sentBytes} bytes`)),
      timeoutMs,
    );

    function parsed(): ChunkedReply | null {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return null;
      const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
      const replyHeaders: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        replyHeaders[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let body: Buffer = received.subarray(end + 4);
      const length = Number(replyHeaders["content-length"] ?? NaN);
      if (Number.isFinite(length) && body.length < length) return null;
      if (replyHeaders["transfer-encoding"] === "chunked") {
        const whole = dechunked(body);
        if (!whole) return null;
        body = whole;
      }
      return {
        status: Number(statusLine.split(" ")[1]),
        headers: replyHeaders,
        body: body.toString("utf8"),
        sentBytes,
        ms: Date.now() - started,
      };
    }

    function done(outcome: ChunkedReply | Error) {
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }

    function send() {
      while (!answered && sentBytes < bodyBytes) {
        const size = Math.min(chunkBytes, piece.length, bodyBytes - sentBytes);
        const data = body ? body.subarray(sentBytes, sentBytes + size) : piece.subarray(0, size);
        sentBytes += size;
        socket.write(`${size.toString(16)}\r\n`);
        socket.write(data);
        if (!socket.write("\r\n")) {
          socket.once("drain", send);
          return;
        }
      }
      if (!answered && finish) socket.write("0\r\n\r\n");
    }

    socket.on("connect", () => {
      const head = {
        host: `${hostname}:${port}`,
        "transfer-encoding": "chunked",
        connection: "close",
        ...headers,
      };
      socket.write(
        `POST ${path} HTTP/1.1\r\n${Object.entries(head)
          .map(([name, value]) => `${name}: ${value}`)
          .join("\r\n")}\r\n\r\n`,
      );
      send();
    });
    socket.on("data", (chunk: Buffer) => {
      answered = true;
      received = Buffer.concat([received, chunk]);
      const reply = parsed();
      if (reply) done(reply);
    });
    // A server that answers and closes while the body is still coming may reset the connection.
    socket.on("error", (error) => done(parsed() ?? error));
    socket.on("close", () =>
      done(parsed() ?? new Error(`Closed without a complete answer after ${sentBytes} bytes sent`)),
    );
  });
}

/** A chunked body's content, or null while its last chunk has not arrived. */
function dechunked(raw: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return Buffer.concat(parts);
    if (raw.length < lineEnd + 2 + size + 2) return null;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The resident memory of a process, in MB (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}
