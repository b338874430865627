import { notifications as limits } from "@/lib/config/notifications";
import type { NotificationEvent, NotificationItem } from "@/lib/notifications/schemas";

/** The bell's state: the newest notifications and the unread count (which counts beyond the list). */
export type BellState = { items: NotificationItem[]; unread: number; loaded: boolean };

export type BellAction =
  | { type: "loaded"; items: NotificationItem[]; unread: number }
  | NotificationEvent
  | { type: "readAll" }
  | { type: "readOne"; id: string };

export const initialBell: BellState = { items: [], unread: 0, loaded: false };

export function bellReducer(state: BellState, action: BellAction): BellState {
  switch (action.type) {
    case "loaded":
      return { items: action.items, unread: action.unread, loaded: true };
    case "notification.created": {
      // The same notification twice (a reload raced the live event) counts once.
      if (state.items.some((n) => n.id === action.notification.id)) return state;
      const items = [action.notification, ...state.items].slice(0, limits.listLimit);
      return { ...state, items, unread: state.unread + (action.notification.read ? 0 : 1) };
    }
    case "notification.read":
      return {
        ...state,
        unread: action.unread,
        items: action.unread === 0 ? state.items.map((n) => ({ ...n, read: true })) : state.items,
      };
    case "readAll":
      return { ...state, unread: 0, items: state.items.map((n) => ({ ...n, read: true })) };
    case "readOne": {
      const target = state.items.find((n) => n.id === action.id);
      if (!target || target.read) return state;
      return {
        ...state,
        unread: Math.max(0, state.unread - 1),
        items: state.items.map((n) => (n.id === action.id ? { ...n, read: true } : n)),
      };
    }
  }
}
