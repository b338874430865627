import type { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { TWO_FACTOR_REQUIRED_FOR_ADMINS } from "@/lib/auth/two-factor/config";
import { adminNeedsTwoFactor } from "@/lib/auth/two-factor/status";
import type { Role } from "@/lib/services/database";
import { fail, type ActionResult } from "./result";
import { actionLocale, failure, localizedResult, validatedAction } from "./validated-action";

/**
 * A server action for signed-in users: the session is checked against the database (and the role,
 * when given, plus two-factor for admins) before the input is even parsed. The body receives the user.
 * Its refusals are answered in the reader's language, like validatedAction's.
 */
export function authedAction<S extends z.ZodType, T>(
  schema: S | (() => Promise<S>),
  body: (input: z.infer<S>, user: CurrentUser) => Promise<ActionResult<T>>,
  options: { roles?: Role[]; fallbackError?: string } = {},
): (input: unknown) => Promise<ActionResult<T>> {
  const fallbackError = options.fallbackError ?? "An unexpected error occurred";
  const refuse = async (result: ActionResult<never>) => localizedResult(result, await actionLocale());
  return async (input: unknown) => {
    let user: CurrentUser | null;
    let resolved: S;
    try {
      user = await getCurrentUser();
      if (!user) return refuse(fail("User not authenticated"));
      if (options.roles && !options.roles.includes(user.role))
        return refuse(fail("You need admin privileges to access this functionality."));
      // Role-restricted actions an admin may run need the admin's second factor on.
      if (options.roles && (await adminNeedsTwoFactor(user)))
        return refuse(fail(TWO_FACTOR_REQUIRED_FOR_ADMINS));
      resolved = typeof schema === "function" ? await (schema as () => Promise<S>)() : schema;
    } catch (error) {
      // The session check itself failed (the database is down): an answer, never a thrown error.
      return refuse(failure(error, fallbackError));
    }
    const signedIn = user;
    return validatedAction(resolved, (parsed) => body(parsed, signedIn), fallbackError)(input);
  };
}
