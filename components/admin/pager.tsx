import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { pageCount } from "@/lib/admin/pagination";

/** Previous/next links for a server-paginated list; keeps the other query parameters. */
export function Pager({
  page,
  total,
  pageSize = 25,
  params,
  label,
  pageParam = "page",
}: {
  page: number;
  total: number;
  pageSize?: number;
  params: Record<string, string | undefined>;
  label: string;
  pageParam?: string;
}) {
  const t = useTranslations("admin.pager");
  const pages = pageCount(total, pageSize);
  const href = (p: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(params).filter(([, v]) => v)), [pageParam]: String(p) } as Record<string, string>)}`;
  return (
    <nav
      aria-label={t("label", { section: label })}
      className="flex items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">{t("summary", { total, page, pages })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={href(page - 1)} className="rounded-lg border px-3 py-1.5 hover:bg-muted" rel="prev">
            {t("previous")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={href(page + 1)} className="rounded-lg border px-3 py-1.5 hover:bg-muted" rel="next">
            {t("next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
