"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Loader2, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useAuthorName } from "./author-name";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { searchTextSchema, type SearchHit, type SnippetPart } from "@/lib/community/search-schemas";
import type { ChatMessage } from "@/lib/community/schemas";
import { MessageText } from "./message-text";
import { RelativeTime } from "./relative-time";
import { revealMessage } from "./reveal-message";
import { fetchSearch, fetchSearchContext } from "./search-api";

const searchFormSchema = z.object({ q: searchTextSchema });
type SearchForm = z.input<typeof searchFormSchema>;

type Results = { query: string; hits: SearchHit[]; nextBefore: number | null };
type Context = { target: ChatMessage; messages: ChatMessage[] | null; failed: boolean };

/**
 * Search within the room: a button in the chat's header opens a dialog with the search box and the
 * results, newest first, matched words marked. A result whose message is on screen closes the dialog
 * and scrolls to it, highlighted and focused; any other is shown in the dialog with the messages
 * around it.
 */
export function SearchPanel({ room, roomName }: { room: string; roomName: string }) {
  const t = useTranslations("communitySearch");
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [context, setContext] = useState<Context | null>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const form = useForm<SearchForm>({ resolver: zodResolver(searchFormSchema), defaultValues: { q: "" } });

  async function search(query: string, before: number | null = null) {
    setBusy(true);
    setError(null);
    setContext(null);
    try {
      const page = await fetchSearch(room, query, before);
      setResults((current) => ({
        query,
        hits: before && current ? [...current.hits, ...page.results] : page.results,
        nextBefore: page.nextBefore,
      }));
    } catch (failure) {
      setError(failure instanceof Error && failure.message !== "offline" ? failure.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  async function show(message: ChatMessage) {
    const item = document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(message.id)}"]`);
    if (item) {
      focusAfterClose.current = item;
      setOpen(false);
      return;
    }
    setContext({ target: message, messages: null, failed: false });
    try {
      const messages = await fetchSearchContext(room, message.seq);
      setContext({ target: message, messages, failed: false });
    } catch {
      setContext({ target: message, messages: null, failed: true });
    }
  }

  function revealOnScreen(event: Event) {
    const item = focusAfterClose.current;
    focusAfterClose.current = null;
    if (!item?.isConnected) return;
    event.preventDefault();
    revealMessage(item);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={t("open", { room: roomName })}
        title={t("open", { room: roomName })}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden />
      </Button>
      <DialogContent className="max-w-lg content-start sm:min-h-[24rem]" onCloseAutoFocus={revealOnScreen}>
        <DialogHeader>
          <DialogTitle>{t("title", { room: roomName })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <HookForm
          form={form}
          onSubmit={({ q }) => search(q)}
          role="search"
          className="flex items-start gap-2"
        >
          <FormField name="q" label={t("label")} className="flex-1">
            <FormControl>
              <Input type="search" autoComplete="off" enterKeyHint="search" {...form.register("q")} />
            </FormControl>
          </FormField>
          <Button type="submit" disabled={busy} className="mt-[1.625rem]">
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
            <span className={busy ? "sr-only" : undefined}>{busy ? t("searching") : t("submit")}</span>
          </Button>
        </HookForm>
        {error ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {context ? (
          <ContextView context={context} onBack={() => setContext(null)} />
        ) : results ? (
          <ResultList
            results={results}
            busy={busy}
            onShow={show}
            onMore={() => search(results.query, results.nextBefore)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ResultList({
  results,
  busy,
  onShow,
  onMore,
}: {
  results: Results;
  busy: boolean;
  onShow: (message: ChatMessage) => void;
  onMore: () => void;
}) {
  const t = useTranslations("communitySearch");
  const authorName = useAuthorName();
  const values = { count: results.hits.length, query: results.query };
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {results.nextBefore ? t("foundMore", values) : t("found", values)}
      </p>
      {results.hits.length ? (
        <ol className="grid gap-1" aria-label={t("results")}>
          {results.hits.map((hit) => (
            <li key={hit.message.id}>
              <button
                type="button"
                onClick={() => onShow(hit.message)}
                className="grid w-full gap-1 rounded-lg px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="truncate text-sm font-semibold">{authorName(hit.message.username)}</span>
                  <RelativeTime iso={hit.message.created_at} />
                </span>
                <Snippet parts={hit.snippet} />
                <span className="sr-only">{t("result")}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {results.nextBefore ? (
        <Button variant="outline" onClick={onMore} disabled={busy} className="justify-self-center">
          {t("loadMore")}
        </Button>
      ) : null}
    </div>
  );
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent/40 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

function ContextView({ context, onBack }: { context: Context; onBack: () => void }) {
  const t = useTranslations("communitySearch");
  const authorName = useAuthorName();
  return (
    <section className="grid gap-2" aria-labelledby="community-search-context">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden /> {t("back")}
        </Button>
        <h3 id="community-search-context" className="text-sm font-semibold">
          {t("context")}
        </h3>
      </div>
      {context.failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t("contextFailed")}
        </p>
      ) : !context.messages ? (
        <Loader2 className="mx-auto size-5 animate-spin text-muted-foreground" aria-hidden />
      ) : (
        <ol className="grid gap-1" aria-label={t("contextLabel")}>
          {context.messages.map((message) => {
            const target = message.id === context.target.id;
            return (
              <li
                key={message.id}
                aria-current={target ? "true" : undefined}
                className={`grid gap-0.5 rounded-lg px-3 py-2 ${target ? "bg-primary/10 ring-2 ring-primary" : ""}`}
              >
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="truncate text-sm font-semibold">{authorName(message.username)}</span>
                  <RelativeTime iso={message.created_at} />
                </span>
                <span className="text-sm break-words">
                  <MessageText text={message.message} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
