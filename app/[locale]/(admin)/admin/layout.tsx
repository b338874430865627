import type { ReactNode } from "react";
import { AdminOnly } from "@/components/auth/access-denied";
import { ClientMessages } from "@/components/i18n/client-messages";
import { adminAreaAccess } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

/** The admin area: admins with two-factor on; everyone else sees the refusal. */
export default async function AdminLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await pageLocale(params);
  const { allowed } = await adminAreaAccess();
  return allowed ? (
    <ClientMessages namespaces={["admin", "validation.admin", "moderation.queue"]}>{children}</ClientMessages>
  ) : (
    <AdminOnly />
  );
}
