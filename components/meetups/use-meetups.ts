"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";
import { fetchMeetups, type MeetupList } from "./meetups-api";

/**
 * The upcoming meetups of a city (or every city's), loaded once `enabled`, then live: when the
 * server says a city's meetups changed (someone proposed, went or cancelled), the list reloads if it
 * shows that city; on each (re)connection it reloads too (what changed meanwhile).
 */
export function useMeetups(query: { city?: string; limit?: number }, enabled = true) {
  const [list, setList] = useState<MeetupList | "loading">("loading");
  const { city, limit } = query;
  // Only the newest load's answer is shown: reloads may cross.
  const ticket = useRef(0);
  const reload = useCallback(() => {
    const mine = ++ticket.current;
    void fetchMeetups({ city, limit }).then((next) => {
      if (mine === ticket.current) setList(next);
    });
  }, [city, limit]);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);

  const realtime = typeof list === "object" && list.kind === "ok" ? list.realtime : null;
  useLive(realtime, city, reload);
  return { list, reload };
}

function useLive(config: ClientRealtimeConfig | null, city: string | undefined, reload: () => void) {
  // Connects once per transport: the config object is new on every load.
  const transport = config ? JSON.stringify(config) : null;
  useEffect(() => {
    if (!transport) return;
    // The live connection (and its event schema) loads only for members who see the list.
    let close: (() => void) | null = null;
    let closed = false;
    void Promise.all([
      import("@/components/realtime/topic-connection"),
      import("@/lib/meetups/live-events"),
    ]).then(([{ connectTopic }, { meetupsEventSchema, meetupsTopic }]) => {
      if (closed) return;
      close = connectTopic(JSON.parse(transport) as ClientRealtimeConfig, meetupsTopic, meetupsEventSchema, {
        // Subscribed (again): whatever changed before, even since the load that connected, shows.
        onReady: reload,
        onEvent: (event) => {
          if (!city || event.cityId === city) reload();
        },
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [transport, city, reload]);
}
