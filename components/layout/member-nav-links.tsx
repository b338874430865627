"use client";

import { useTranslations } from "next-intl";
import { useViewer } from "@/components/auth/use-viewer";
import { NavLink } from "@/components/layout/nav-link";
import { memberNav } from "@/lib/config/navigation";

/** Links shown only to signed-in users: Chat is in the nav only when authenticated. */
export function MemberNavLinks({
  linkClassName,
  itemClassName,
}: {
  linkClassName: string;
  itemClassName?: string;
}) {
  const t = useTranslations("common.nav");
  const viewer = useViewer();
  if (viewer.status !== "authenticated") return null;
  return memberNav.map((item) => (
    <li key={item.href} className={itemClassName}>
      <NavLink href={item.href} className={linkClassName}>
        {t(item.label)}
      </NavLink>
    </li>
  ));
}
