import { z } from "zod";

export const createJoinLinkSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("admin.emailInvalid")),
  planCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,32}$/, "admin.planCodeInvalid"),
});
export type CreateJoinLinkInput = z.infer<typeof createJoinLinkSchema>;

export const changeRoleSchema = z.object({ userId: z.uuid(), role: z.enum(["member", "lawyer", "admin"]) });
export const lockUserSchema = z.object({ userId: z.uuid(), locked: z.boolean() });
export const userIdSchema = z.object({ userId: z.uuid() });

/** A plan as admins edit it. Prices are typed in dollars and stored in cents. */
export const planFormSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{2,32}$/, "admin.planCodeFormat"),
  name: z.string().trim().min(2, "admin.planNameRequired").max(60, "admin.planNameTooLong"),
  description: z
    .string()
    .trim()
    .min(5, "admin.planDescriptionRequired")
    .max(300, "admin.planDescriptionTooLong"),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, "admin.planPriceFormat"),
  period: z.enum(["monthly", "quarterly", "annual"]),
  intervalDays: z.coerce
    .number("admin.planIntervalDays")
    .int("admin.planIntervalDays")
    .min(1, "admin.planIntervalDays")
    .max(3660, "admin.planIntervalDays"),
  features: z.string().max(2000, "admin.planFeaturesTooLong"),
  isPopular: z.boolean(),
  isAdminOnly: z.boolean(),
});
export type PlanFormInput = z.input<typeof planFormSchema>;

export const planIdSchema = z.object({ planId: z.uuid() });
export const syncPlansSchema = z.object({ syncAll: z.boolean(), force: z.boolean() });

export const priceToCents = (price: string) => Math.round(Number(price) * 100);
export const featureList = (text: string) =>
  text
    .split("\n")
    .map((f) => f.trim())
    .filter(Boolean)
    .slice(0, 20);
