"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import { connectTopic } from "@/components/realtime/topic-connection";
import { notificationEventSchema } from "@/lib/notifications/schemas";
import { notificationTopic } from "@/lib/notifications/topic";
import { fetchInbox, postMarkRead } from "./notifications-api";
import { bellReducer, initialBell, type BellState } from "./notifications-reducer";

export type NotificationsState = BellState & {
  markAllRead: () => void;
  markRead: (id: string) => void;
};

/**
 * The signed-in member's notifications: loaded, then live. Each (re)connection reloads the list
 * (what arrived while away); a new notification goes on top and counts as unread; a read elsewhere
 * (another tab) sets the count the server sends.
 */
export function useNotifications(userId: string): NotificationsState {
  const [state, dispatch] = useReducer(bellReducer, initialBell);
  const ticket = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++ticket.current;
    const inbox = await fetchInbox().catch(() => null);
    if (inbox && mine === ticket.current)
      dispatch({ type: "loaded", items: inbox.data, unread: inbox.unread });
    return inbox;
  }, []);

  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void reload().then((inbox) => {
      if (!inbox || stopped) return;
      stop = connectTopic(inbox.realtime, notificationTopic(userId), notificationEventSchema, {
        onReady: () => void reload(),
        onEvent: dispatch,
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [reload, userId]);

  const markAllRead = useCallback(() => {
    dispatch({ type: "readAll" });
    void postMarkRead({ all: true });
  }, []);

  const markRead = useCallback((id: string) => {
    dispatch({ type: "readOne", id });
    void postMarkRead({ id });
  }, []);

  return { ...state, markAllRead, markRead };
}
