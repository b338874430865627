"use client";

import { useEffect, useLayoutEffect, useRef } from "react";

// Typing writes the URL once the visitor pauses (Safari refuses more than 100 history writes in
// 10 seconds); other controls write it at once.
const TYPING_DELAY = 300;

/**
 * Keeps the URL's query equal to a page's state, with history.replaceState: changing a control
 * adds no history entry and asks nothing of the server. The state also goes into the history
 * entry (under `historyKey`), so a visitor coming back to the entry (Back from a city page) gets
 * it again, even when Next.js shows the page's first render, made for the URL it was opened with.
 *
 * - `toSearch`: the state's query string, one canonical form per state (what the server parses);
 * - `settled`: the part of the query that controls other than a text box set; when only the rest
 *   changes, the visitor is typing and the write waits for a pause.
 */
export function useStateInUrl<T>(
  state: T,
  setState: (state: T) => void,
  {
    historyKey,
    toSearch,
    settled = toSearch,
  }: { historyKey: string; toSearch: (state: T) => string; settled?: (state: T) => string },
) {
  const search = toSearch(state);
  const controls = settled(state);
  const lastControls = useRef(controls);

  // Arriving on an entry whose saved state is what its URL says, and not what this render shows:
  // take it up before the first paint.
  useLayoutEffect(() => {
    try {
      const saved = (window.history.state as Record<string, unknown> | null)?.[historyKey] as T | undefined;
      const current = window.location.search.slice(1);
      if (saved !== undefined && current !== search && toSearch(saved) === current) setState(saved);
    } catch {
      // Not a state this page wrote: the server's reading of the URL stands.
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const typing = controls === lastControls.current;
    lastControls.current = controls;
    if (search === window.location.search.slice(1)) return;
    const write = () => {
      const url = new URL(window.location.href);
      url.search = search;
      // Next.js's own part of the entry's state stays (its router finds the page again on Back).
      window.history.replaceState({ ...window.history.state, [historyKey]: state }, "", url);
    };
    // After the next paint (a frame, then a task): the visitor sees the answer before the browser
    // copies the entry's state (a few milliseconds on a phone).
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(write, typing ? TYPING_DELAY : 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [search, controls, state, historyKey]);
}
