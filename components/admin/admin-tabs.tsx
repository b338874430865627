import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils/cn";

export const adminTabs = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Users" },
  { id: "subscriptions", label: "Subscriptions" },
  { id: "communications", label: "Communications" },
] as const;
export type AdminTab = (typeof adminTabs)[number]["id"];

/**
 * The admin dashboard's tabs; each is its own URL (?tab=…) so it can be bookmarked and reloaded.
 * Two by two on phones.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav aria-label="Admin sections" className="overflow-x-auto">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:min-w-max">
        {adminTabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.id === "dashboard" ? "/admin" : `/admin?tab=${tab.id}`}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium text-muted-foreground hover:text-foreground",
                tab.id === current && "bg-white text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
