import type { ReactNode } from "react";
import { AdminOnly } from "@/components/auth/access-denied";
import { adminAreaAccess } from "@/lib/auth/page-guards";

/** The admin area: admins with two-factor on; everyone else sees the refusal. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { allowed } = await adminAreaAccess();
  return allowed ? children : <AdminOnly />;
}
