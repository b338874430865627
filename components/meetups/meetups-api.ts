"use client";

import type { MeetupView, ProposeMeetup } from "@/lib/meetups/schemas";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";

/**
 * The browser side of /api/meetups. Refusals carry the server's message, already in the reader's
 * language; 401 and 403 on a list say who the reader is (signed out, not premium).
 */
const json = { "content-type": "application/json" };

export type MeetupList =
  | { kind: "ok"; data: MeetupView[]; realtime: ClientRealtimeConfig }
  | { kind: "signedOut" }
  | { kind: "notPremium" }
  | { kind: "failed" };

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; error?: string; field?: string };

export async function fetchMeetups(query: { city?: string; limit?: number }): Promise<MeetupList> {
  const params = new URLSearchParams();
  if (query.city) params.set("city", query.city);
  if (query.limit) params.set("limit", String(query.limit));
  const response = await fetch(`/api/meetups?${params}`, { cache: "no-store" }).catch(() => null);
  if (response?.status === 401) return { kind: "signedOut" };
  if (response?.status === 403) return { kind: "notPremium" };
  if (!response?.ok) return { kind: "failed" };
  const { data, realtime } = (await response.json()) as {
    data: MeetupView[];
    realtime: ClientRealtimeConfig;
  };
  return { kind: "ok", data, realtime };
}

async function send<T>(path: string, method: string, body?: unknown): Promise<Outcome<T>> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : json,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { ok: false };
  const answer = (await response.json().catch(() => ({}))) as { data?: T; error?: string; field?: string };
  return response.ok
    ? { ok: true, data: answer.data as T }
    : { ok: false, error: answer.error, field: answer.field };
}

export const proposeMeetup = (input: ProposeMeetup) => send<{ id: string }>("/api/meetups", "POST", input);

export const setGoing = (id: string, going: boolean) =>
  send<{ going: number; capacity: number }>(`/api/meetups/${id}/rsvp`, going ? "POST" : "DELETE");

export const cancelMeetup = (id: string) => send<{ id: string }>(`/api/meetups/${id}`, "DELETE");

export const calendarHref = (id: string) => `/api/meetups/${id}/ics`;

/** "Sat 5 Dec, 19:30" in the city's time zone, in the reader's language. */
export function meetupTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}
