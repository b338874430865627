/**
 * The bytes of a request's or response's body, read as they arrive and never more than `maxBytes`:
 * null as soon as the declared or the counted size passes the limit (the rest is not downloaded).
 * Route handlers answer that with 413 (`readText` in ./api), the news feeds skip the feed.
 */
export async function readCappedBytes(message: Request | Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(message.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!message.body) return Buffer.alloc(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}
