import { apiRoute, assertSameOrigin, readJson } from "@/lib/http/api";
import { requestChatIdentity } from "@/lib/visa/request-identity";
import { sendVisaMessageSchema } from "@/lib/visa/schemas";
import { sendVisaMessage } from "@/lib/visa/send-message";

/**
 * Sends a visa question. Refusals are JSON 429s ({ error, limitType: 'rate' | 'quota', retryAfter,
 * currentCount, maxCount }); an accepted question answers with a stream of JSON lines: meta, the
 * answer's tokens, then done (or error with the apology).
 */
export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  const input = await readJson(request, sendVisaMessageSchema, { maxBytes: 8192 });
  const identity = await requestChatIdentity(request);
  const events = await sendVisaMessage(identity, input);
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
});
