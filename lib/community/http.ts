import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { assertStorableText, readText } from "@/lib/http/api";

/** Query parameters parsed with the input's zod schema: 400 with the first problem. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid query");
  assertStorableText(parsed.data, "bad_request");
  return parsed.data;
}

/**
 * A form-encoded body (what pusher-js sends to the channel-authorisation endpoint), or JSON, parsed
 * with the input's zod schema: 415 for another type, 413 when too large, 422 when invalid.
 */
export async function readFormOrJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = 2048 } = {},
): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  const isForm = type.includes("application/x-www-form-urlencoded");
  if (!isForm && !type.includes("application/json"))
    throw new AppError("unsupported_media_type", "Expected a form or JSON body");
  const text = await readText(request, maxBytes);
  let data: unknown;
  try {
    data = isForm ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Malformed body");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new AppError("unprocessable", parsed.error.issues[0]?.message ?? "Invalid input");
  assertStorableText(parsed.data);
  return parsed.data;
}
