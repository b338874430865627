import { z } from "zod";
import type { SearchParams } from "@/lib/http/search-params";
import { defaultBudgetChoices, foodStyles, rentLevels, type BudgetChoices } from "./plan";

/**
 * The /cities/budget query (?rent=low|high&food=cook|out&cowork=yes|no&home=<city id>) as the
 * visitor's choices. A value that does not parse is ignored (its default applies) and the page
 * never fails on a query; `home` must be one of `cityIds`. The browser starts from the choices
 * the server parsed and writes the URL with `budgetSearch` (./plan.ts).
 */

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function budgetQuerySchema(cityIds: readonly string[]) {
  return z
    .object({
      rent: z.preprocess(first, z.enum(rentLevels)).catch(defaultBudgetChoices.rent),
      food: z.preprocess(first, z.enum(foodStyles)).catch(defaultBudgetChoices.food),
      cowork: z
        .preprocess(
          first,
          z.enum(["yes", "no"]).transform((value) => value === "yes"),
        )
        .catch(defaultBudgetChoices.coworking),
      home: z
        .preprocess(
          first,
          z
            .string()
            .refine((id) => cityIds.includes(id))
            .nullable(),
        )
        .catch(null),
    })
    .transform(({ cowork, ...rest }): BudgetChoices => ({ ...rest, coworking: cowork }));
}

/** The choices of a query; never fails. `cityIds`: the cities a visitor may live in. */
export function parseBudgetQuery(searchParams: SearchParams, cityIds: readonly string[]): BudgetChoices {
  return budgetQuerySchema(cityIds).parse(searchParams);
}
