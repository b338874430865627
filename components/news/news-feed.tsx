"use client";

import { ExternalLink, RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useOnScreen } from "@/components/hooks/use-on-screen";
import { CategoryBadge } from "@/components/news/category-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { displayDate } from "@/lib/news/display-date";
import type { NewsExample, NewsItem, NewsSnapshot } from "@/lib/news/types";
import { cn } from "@/lib/utils/cn";

type ExampleKey = keyof IntlMessages["home"]["news"]["examples"];

type State = { status: "loading" } | { status: "error" } | { status: "loaded"; result: NewsSnapshot };

/**
 * 'Latest Updates': loads after the page is shown, so the home page never waits for the feeds, and
 * only when the visitor scrolls within 300 px of it, so a first visit that stays at the top never
 * spends a phone's data or main thread on it. Six skeleton cards while loading, an error with Try
 * Again, a Refresh button. When the feeds gave too little, the built-in examples are shown under a
 * notice and each is labelled 'Example' (no link, no date).
 */
export function NewsFeed() {
  const t = useTranslations("home.news");
  const root = useRef<HTMLDivElement>(null);
  const near = useOnScreen(root, { rootMargin: "300px 0px" });
  const [state, setState] = useState<State>({ status: "loading" });
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async (refresh: boolean) => {
    const response = await fetch(`/api/news${refresh ? "?refresh=1" : ""}`);
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as NewsSnapshot;
  }, []);

  useEffect(() => {
    if (!near) return;
    let active = true;
    load(false)
      .then((result) => active && setState({ status: "loaded", result }))
      .catch(() => active && setState({ status: "error" }));
    return () => {
      active = false;
    };
  }, [load, near]);

  async function reload(refresh: boolean) {
    if (refresh) setRefreshing(true);
    else setState({ status: "loading" });
    try {
      setState({ status: "loaded", result: await load(refresh) });
    } catch {
      setState({ status: "error" });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div ref={root} className="grid gap-6">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void reload(true)}
          disabled={refreshing || state.status === "loading"}
        >
          <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden />{" "}
          {refreshing ? t("refreshing") : t("refresh")}
        </Button>
      </div>
      {state.status === "loading" ? (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={t("loading")} aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="grid gap-3 rounded-xl border bg-white p-5">
              <Skeleton className="h-5 w-20" rounded="full" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : state.status === "error" ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center"
        >
          <p className="text-muted-foreground">{t("error")}</p>
          <Button variant="outline" onClick={() => void reload(false)}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : (
        <>
          {state.result.source === "sample" ? (
            <p className="rounded-xl border border-dashed bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
              {t("sampleNotice")}
            </p>
          ) : null}
          <CardList count={state.result.items.length}>
            {state.result.source === "sample"
              ? state.result.items.map((example) => <ExampleCard key={example.id} example={example} />)
              : state.result.items.map((item) => <ArticleCard key={item.id} item={item} />)}
          </CardList>
        </>
      )}
    </div>
  );
}

function CardList({ count, children }: { count: number; children: ReactNode }) {
  return (
    <ul
      className={cn(
        "grid gap-4",
        count <= 1 ? "grid-cols-1" : count === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {children}
    </ul>
  );
}

/** A card of the feed: the category and a corner note, the title, the summary, and an optional last line. */
function NewsCard({
  category,
  corner,
  title,
  description,
  footer,
  example = false,
}: {
  category: string;
  corner: ReactNode;
  title: ReactNode;
  description: string;
  footer?: ReactNode;
  example?: boolean;
}) {
  return (
    <li className="flex">
      <article
        className={cn(
          "flex w-full flex-col gap-3 rounded-xl border bg-white p-5",
          example ? "border-dashed" : "shadow-sm",
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={category} />
          {corner}
        </div>
        <h3 className="leading-snug font-semibold">{title}</h3>
        <p className="text-sm text-slate-700">{description}</p>
        {footer}
      </article>
    </li>
  );
}

function ArticleCard({ item }: { item: NewsItem }) {
  const t = useTranslations("home.news");
  return (
    <NewsCard
      category={item.category}
      corner={item.pubDate ? <PublishedOn iso={item.pubDate} /> : null}
      title={
        <a href={item.link} target="_blank" rel="noopener noreferrer nofollow" className="hover:text-primary">
          {item.title}
          <span className="sr-only"> {t("opensInNewTab")}</span>
        </a>
      }
      description={item.description}
      footer={
        <p className="mt-auto flex items-center gap-1 text-xs text-muted-foreground">
          <ExternalLink className="size-3" aria-hidden /> {item.source}
        </p>
      }
    />
  );
}

/**
 * A built-in example: dashed, labelled 'Example', with no link, date or source. Its text comes from
 * the reader's catalogue (`news.examples.<id without "example-", in camelCase>`); one the catalogue lacks shows as
 * the API sent it.
 */
function ExampleCard({ example }: { example: NewsExample }) {
  const t = useTranslations("home.news");
  const key = example.id
    .replace(/^example-/, "")
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as ExampleKey;
  const text = (field: "title" | "description") =>
    t.has(`examples.${key}.${field}`) ? t(`examples.${key}.${field}`) : example[field];
  return (
    <NewsCard
      example
      category={example.category}
      corner={<Badge variant="muted">{t("example")}</Badge>}
      title={text("title")}
      description={text("description")}
    />
  );
}

function PublishedOn({ iso }: { iso: string }) {
  const date = displayDate(iso, useLocale());
  return date ? (
    <time dateTime={iso} className="text-xs text-muted-foreground">
      {date}
    </time>
  ) : null;
}
