/** What every server action returns: data, or a message for the person plus per-field messages. */
export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const fail = (error: string, fieldErrors?: Record<string, string>): ActionResult<never> => ({
  ok: false,
  error,
  fieldErrors,
});

/** A failure about one form field: the message is shown for the form and next to that field. */
export const failField = (field: string, error: string): ActionResult<never> =>
  fail(error, { [field]: error });
