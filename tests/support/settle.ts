import { AppError } from "@/lib/errors";

export type Settled<T> =
  { ok: true; data: T } | ({ ok: false; status: number; error: string } & Record<string, unknown>);

/**
 * A domain call's answer as one value: its data, or the refusal it threw (the status, the message
 * as `error` and the extra body fields a route would answer). Other errors are rethrown.
 */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, status: error.status, error: error.message, ...error.extra };
  }
}
