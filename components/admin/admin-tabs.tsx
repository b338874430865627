import Link from "next/link";
import { cn } from "@/lib/utils/cn";

export const adminTabs = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Users" },
  { id: "subscriptions", label: "Subscriptions" },
  { id: "communications", label: "Communications" },
] as const;
export type AdminTab = (typeof adminTabs)[number]["id"];

/** The admin dashboard's tabs; each is its own URL (?tab=…) so it can be bookmarked and reloaded. */
export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav aria-label="Admin sections" className="overflow-x-auto">
      <ul className="flex min-w-max gap-1 rounded-lg bg-muted p-1">
        {adminTabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.id === "dashboard" ? "/admin" : `/admin?tab=${tab.id}`}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn("inline-flex h-9 items-center rounded-md px-4 text-sm font-medium text-muted-foreground hover:text-foreground", tab.id === current && "bg-white text-foreground shadow-sm")}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
