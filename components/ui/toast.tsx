"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/** How long a toast stays: 3 s for a confirmation ('Chat saved'), 5 s for a failure. */
export const toastDuration = { saved: 3000, failure: 5000 } as const;

/*
 * Toasts are only ever raised after something happens (a click, a response), so the toast library
 * (sonner) is loaded then, not with every page: `toast(...)` loads it, mounts the Toaster, and shows
 * the toast. Keeping it out of the first load makes every page lighter.
 */
type Kind = "message" | "success" | "error" | "info" | "warning";

let requested = false;
const listeners = new Set<() => void>();
let mounted: (() => void) | null = null;
const mountedPromise = new Promise<void>((resolve) => (mounted = resolve));

function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, title: string, options?: ExternalToast) {
  requestToaster();
  void Promise.all([import("sonner"), mountedPromise]).then(([{ toast: sonner }]) => {
    if (kind === "message") sonner(title, options);
    else sonner[kind](title, options);
  });
}

export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show("message", title, options),
  {
    success: (title: string, options?: ExternalToast) => show("success", title, options),
    error: (title: string, options?: ExternalToast) => show("error", title, options),
    info: (title: string, options?: ExternalToast) => show("info", title, options),
    warning: (title: string, options?: ExternalToast) => show("warning", title, options),
  },
);

const LazyToaster = dynamic(() => import("./toaster").then((m) => m.SonnerToaster), { ssr: false });

/** Mounted once in the root layout; renders nothing until the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => requested,
    () => false,
  );
  return wanted ? <LazyToaster onMounted={() => mounted?.()} /> : null;
}
