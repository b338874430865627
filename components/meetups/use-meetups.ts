"use client";

import { useCallback, useEffect, useState } from "react";
import { fetchMeetups, type MeetupList } from "./meetups-api";

/** The upcoming meetups of a city (or every city's), loaded once `enabled`, and reloaded on demand. */
export function useMeetups(query: { city?: string; limit?: number }, enabled = true) {
  const [list, setList] = useState<MeetupList | "loading">("loading");
  const { city, limit } = query;
  const reload = useCallback(() => {
    void fetchMeetups({ city, limit }).then(setList);
  }, [city, limit]);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return { list, reload };
}
