"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { toast, toastDuration } from "@/components/ui/toast";
import { visaChat } from "@/lib/config/chat";
import { storageKeys } from "@/lib/config/site";
import { anonymousToken } from "./anonymous-token";
import {
  claimChats,
  fetchChats,
  fetchHistory,
  fetchUsage,
  sendQuestion,
  startChat,
  type HistoryChat,
} from "./chat-api";

/** `plain`: text we wrote ourselves (the welcome), shown as paragraphs without the Markdown renderer. */
export type ChatMessage = {
  id: string;
  content: string;
  isUser: boolean;
  signature?: string;
  isTyping?: boolean;
  failed?: boolean;
  plain?: boolean;
};
export type ChatStatus = "idle" | "loading" | "limited" | "rate-limited";
export type Usage = { count: number; max: number | null };

type Role = "anonymous" | "registered" | "subscribed";

/**
 * The visa chat's state and sending flow. The server decides quotas and rate limits; this hook
 * shows its answers: usage, the limited and rate-limited states, the stream of the reply.
 */
export function useVisaChat() {
  const viewer = useViewer();
  const t = useTranslations("assistant");
  const locale = useLocale();
  const signedIn = viewer.status === "authenticated";
  const premium = signedIn && viewer.user.hasSubscription;
  const role: Role = !signedIn ? "anonymous" : premium ? "subscribed" : "registered";
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [chatId, setChatId] = useState<string | null>(null);
  const [assistantName, setAssistantName] = useState<string>(visaChat.assistantNames[0]);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [status, setStatus] = useState<ChatStatus>("idle");
  const [retryAfter, setRetryAfter] = useState(0);
  const [limitModalOpen, setLimitModalOpen] = useState(false);
  const [chats, setChats] = useState<{ id: string; title: string }[]>([]);
  const savedToastShown = useRef(false);
  const token = signedIn ? null : anonymousTokenOrNull();
  /** Replies are signed '{assistant name} - Latitud Visa Team'. */
  const signature = useCallback((name: string) => t("chat.signature", { name }), [t]);

  /** Our own first message: who answers and what this visitor may ask. */
  const welcome = useCallback(
    (name: string, max: number | null): ChatMessage => {
      const quota = { limited: max === null ? "no" : "yes", max: max ?? 0 };
      return {
        id: "welcome",
        content: `${t("welcome.intro", { name })}\n\n${t(`welcome.${role}`, quota)}`,
        isUser: false,
        signature: signature(name),
        plain: true,
      };
    },
    [t, role, signature],
  );

  const showChat = useCallback(
    (chat: HistoryChat | null, max: number | null, name?: string) => {
      const persona = chat?.assistantName ?? name ?? pickName();
      setAssistantName(persona);
      setChatId(chat?.id ?? null);
      setMessages(
        chat?.messages.length
          ? chat.messages.map((m) => ({ ...m, signature: m.isUser ? undefined : signature(persona) }))
          : [welcome(persona, max)],
      );
    },
    [welcome, signature],
  );

  // Load usage and history whenever who is chatting changes (login, logout). A visitor's anonymous
  // conversation moves to the account first.
  useEffect(() => {
    if (viewer.status === "loading") return;
    let active = true;
    (async () => {
      const anon = anonymousToken();
      if (signedIn) await claimChats(anon).catch(() => {});
      const currentToken = signedIn ? null : anon;
      const [u, history, list] = await Promise.all([
        fetchUsage(currentToken),
        fetchHistory(currentToken),
        signedIn ? fetchChats() : Promise.resolve([]),
      ]);
      if (!active) return;
      setUsage({ count: u.usageCount, max: u.maxMessages });
      setChats(list);
      showChat(history, u.maxMessages);
      // A used-up quota shows in the chat itself (usage bar, notice, disabled box), not as a toast
      // on every visit.
      setStatus(u.limitReached ? "limited" : "idle");
    })().catch(() => {
      if (active) toast.error(t("toasts.syncErrorTitle"), { description: t("toasts.syncError") });
    });
    return () => {
      active = false;
    };
  }, [viewer.status, signedIn, showChat, t]);

  // Rate-limited clears itself when the server's Retry-After has passed, counting down.
  useEffect(() => {
    if (status !== "rate-limited") return;
    const timer = setTimeout(() => {
      if (retryAfter <= 1) {
        setRetryAfter(0);
        setStatus("idle");
      } else setRetryAfter(retryAfter - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [status, retryAfter]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || status !== "idle") {
        if (status === "limited") setLimitModalOpen(true);
        return false;
      }
      const userMessage: ChatMessage = { id: `local-${Date.now()}`, content: message, isUser: true };
      const typingId = `typing-${Date.now()}`;
      setMessages((current) => [
        ...current.filter((m) => m.id !== "welcome" || current.length > 1),
        userMessage,
        { id: typingId, content: "", isUser: false, isTyping: true, signature: signature(assistantName) },
      ]);
      setStatus("loading");
      const dropPending = () =>
        setMessages((current) => current.filter((m) => m.id !== typingId && m.id !== userMessage.id));
      try {
        const outcome = await sendQuestion(token, message, chatId, assistantName, locale);
        if (outcome.kind === "refused") {
          dropPending();
          if (outcome.body.limitType === "quota") {
            setUsage((u) => ({
              count: outcome.body.maxCount ?? u?.count ?? 0,
              max: outcome.body.maxCount ?? u?.max ?? null,
            }));
            setStatus("limited");
            setLimitModalOpen(true);
          } else {
            setRetryAfter(Math.max(1, Math.ceil(outcome.body.retryAfter / 1000)));
            setStatus("rate-limited");
            toast.warning(t("toasts.slowDownTitle"), { description: t("toasts.slowDown") });
          }
          return false;
        }
        if (outcome.kind === "failed") {
          dropPending();
          setStatus("idle");
          toast.error(t("toasts.errorTitle"), { description: outcome.error || t("toasts.sendError") });
          return false;
        }
        let answer = "";
        let reachedLimit = false;
        for await (const event of outcome.events) {
          if (event.type === "meta") {
            setChatId(event.chatId);
            setAssistantName(event.assistantName);
            setUsage({ count: event.usage.usageCount, max: event.usage.maxMessages });
            const max = event.usage.maxMessages;
            if (max !== null) {
              const remaining = max - event.usage.usageCount;
              reachedLimit = remaining <= 0;
              if ((visaChat.warnWhenRemaining as readonly number[]).includes(remaining)) {
                toast.warning(t("toasts.messagesLeft", { remaining }), {
                  description: signedIn ? t("toasts.subscribeForUnlimited") : t("toasts.signUpForMore"),
                });
              }
            }
          } else if (event.type === "token") {
            answer += event.text;
            const content = answer;
            setMessages((current) =>
              current.map((m) => (m.id === typingId ? { ...m, content, isTyping: false } : m)),
            );
          } else if (event.type === "done") {
            setMessages((current) =>
              current.map((m) => (m.id === typingId ? { ...m, id: event.messageId } : m)),
            );
          } else {
            setMessages((current) =>
              current.map((m) =>
                m.id === typingId ? { ...m, content: event.message, isTyping: false, failed: true } : m,
              ),
            );
          }
        }
        if (signedIn && !savedToastShown.current) {
          savedToastShown.current = true;
          setTimeout(
            () => toast.success(t("toasts.saved"), { duration: toastDuration.saved }),
            visaChat.autosaveDebounceMs,
          );
        }
        if (signedIn) void fetchChats().then(setChats);
        if (reachedLimit) {
          setStatus("limited");
          setLimitModalOpen(true);
        } else setStatus("idle");
        return true;
      } catch {
        dropPending();
        setStatus("idle");
        toast.error(t("toasts.errorTitle"), { description: t("toasts.sendError") });
        return false;
      }
    },
    [status, token, chatId, assistantName, signedIn, t, locale, signature],
  );

  const openChat = useCallback(
    async (id: string) => {
      const chat = await fetchHistory(null, id).catch(() => null);
      if (chat) showChat(chat, usage?.max ?? null);
    },
    [showChat, usage],
  );

  const newChat = useCallback(async () => {
    const chat = await startChat().catch(() => null);
    if (!chat) return void toast.error(t("toasts.errorTitle"), { description: t("toasts.sendError") });
    showChat(chat, usage?.max ?? null);
    setChats((list) => [{ id: chat.id, title: chat.title }, ...list]);
  }, [showChat, usage, t]);

  return {
    viewer,
    role,
    premium,
    messages,
    usage,
    status,
    retryAfter,
    send,
    limitModalOpen,
    setLimitModalOpen,
    assistantName,
    chats,
    chatId,
    openChat,
    newChat,
  };
}

function anonymousTokenOrNull(): string | null {
  return typeof window === "undefined" ? null : anonymousToken();
}

/** The persona for a new chat: kept in local storage once chosen at random. */
function pickName(): string {
  const names: readonly string[] = visaChat.assistantNames;
  try {
    const stored = localStorage.getItem(storageKeys.assistantName);
    if (stored && names.includes(stored)) return stored;
    const name = names[Math.floor(Math.random() * names.length)]!;
    localStorage.setItem(storageKeys.assistantName, name);
    return name;
  } catch {
    return names[0]!;
  }
}
