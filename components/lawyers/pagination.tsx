import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** Previous / next links that keep the other query parameters (filters). */
export function Pagination({
  path,
  page,
  pageCount,
  query = {},
  label,
}: {
  path: string;
  page: number;
  pageCount: number;
  query?: Record<string, string | undefined>;
  label: string;
}) {
  const t = useTranslations("lawyer.pagination");
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, page: target > 1 ? String(target) : undefined }).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      ),
    );
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>{t("previous")}</Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{t("page", { page, count: pageCount })}</p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>{t("next")}</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
