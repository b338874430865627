import { z } from "zod";

export const createJoinLinkSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  planCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,32}$/, "Invalid plan code"),
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
    .regex(/^[a-z0-9_-]{2,32}$/, "Use 2-32 lower-case letters, digits, - or _"),
  name: z.string().trim().min(2, "Name is required").max(60),
  description: z.string().trim().min(5, "Add a short description").max(300),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, "Enter a price such as 19 or 19.99"),
  period: z.enum(["monthly", "quarterly", "annual"]),
  intervalDays: z.coerce.number().int().min(1, "At least 1 day").max(3660),
  features: z.string().max(2000),
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
