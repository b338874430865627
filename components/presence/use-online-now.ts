"use client";

import { useEffect, useState } from "react";
import { presence } from "@/lib/config/presence";
import type { OnlineNow } from "@/lib/presence/schemas";

export type OnlineState = { status: "loading" } | { status: "failed" } | ({ status: "ready" } & OnlineNow);

/**
 * The chat's heartbeat: while the page is visible it tells the server the member is here (at once,
 * then every 30 s) and gets back who is online now. A hidden page stops pinging, so its member drops
 * out of the list once the online window has passed.
 */
export function useOnlineNow(): OnlineState {
  const [state, setState] = useState<OnlineState>({ status: "loading" });
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let controller: AbortController | undefined;
    const beat = () => {
      controller?.abort();
      const current = (controller = new AbortController());
      fetch("/api/presence/online", { method: "POST", signal: current.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: OnlineNow }>) : null))
        .then((body) =>
          setState((previous) =>
            body
              ? { status: "ready", ...body.data }
              : previous.status === "ready"
                ? previous
                : { status: "failed" },
          ),
        )
        .catch(() => {
          if (!current.signal.aborted)
            setState((previous) => (previous.status === "ready" ? previous : { status: "failed" }));
        });
    };
    const follow = () => {
      clearInterval(timer);
      if (document.visibilityState !== "visible") return;
      beat();
      timer = setInterval(beat, presence.heartbeatMs);
    };
    follow();
    document.addEventListener("visibilitychange", follow);
    return () => {
      document.removeEventListener("visibilitychange", follow);
      clearInterval(timer);
      controller?.abort();
    };
  }, []);
  return state;
}
