import type { Role } from "@/lib/services/database/generated/enums";
import type { PaymentIssue } from "@/lib/billing/dunning/payment-issue";
import type { SessionUser } from "./sessions";

/**
 * What the browser may know about the signed-in user (the /api/auth/session payload). Roles and
 * subscription status are computed on the server from the database on every session check.
 */
export type SubscriptionStatus = "anonymous" | "registered" | "subscribed";

export type Viewer = {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  role: Role;
  isAdmin: boolean;
  subscriptionStatus: Exclude<SubscriptionStatus, "anonymous">;
  /** Admins count as having a subscription. */
  hasSubscription: boolean;
  /** A plan whose renewal failed, still in its grace period: the banner's "fix your card". */
  paymentIssue: PaymentIssue | null;
};

export function toViewer(
  user: SessionUser,
  subscribed: boolean,
  paymentIssue: PaymentIssue | null = null,
): Viewer {
  const isAdmin = user.role === "admin";
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.avatarUrl,
    role: user.role,
    isAdmin,
    subscriptionStatus: subscribed ? "subscribed" : "registered",
    hasSubscription: subscribed || isAdmin,
    paymentIssue,
  };
}
