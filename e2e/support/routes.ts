/** Every route of both route tables, with a concrete path for dynamic segments. */
export const publicRoutes = [
  "/",
  "/cities",
  "/cities/medellin-colombia",
  "/services",
  "/subscription",
  "/join",
  "/groups",
  "/visa",
  "/visa/eligibility",
  "/coming-soon",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
  "/safety-information",
  "/cancellation-policy",
  "/account-deleted",
];

/** Routes that need an account (guarded from the accounts issue on). */
export const memberRoutes = [
  "/profile",
  "/checkout?plan=monthly",
  "/card-payment",
  "/checkout-success",
  "/cancellation-options/sub_123",
  "/change-plan/sub_123",
  "/chat",
];
export const lawyerRoutes = ["/lawyer/dashboard", "/lawyer/dashboard/marketplace", "/lawyer/billing"];
export const adminRoutes = ["/admin", "/admin/test-plan"];
export const openLawyerRoutes = ["/lawyer/apply"];
