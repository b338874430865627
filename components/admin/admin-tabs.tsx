import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils/cn";

export const adminTabs = [
  "dashboard",
  "users",
  "subscriptions",
  "payments",
  "communications",
  "reports",
] as const;
export type AdminTab = (typeof adminTabs)[number];

/**
 * The admin dashboard's tabs; each is its own URL (?tab=…) so it can be bookmarked and reloaded.
 * Two by two on phones.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  const t = useTranslations("admin.tabs");
  return (
    <nav aria-label={t("label")} className="overflow-x-auto">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:min-w-max">
        {adminTabs.map((tab) => (
          <li key={tab}>
            <Link
              href={tab === "dashboard" ? "/admin" : `/admin?tab=${tab}`}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium text-muted-foreground hover:text-foreground",
                tab === current && "bg-white text-foreground shadow-sm",
              )}
            >
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
