import { Suspense, type ReactNode } from "react";

/**
 * Marks a part of a server-rendered page, below the first screen, that React may hydrate on its
 * own: content inside a Suspense boundary is hydrated after the rest, in slices that yield to the
 * browser, instead of inside the one long task that hydrates the page. A phone answers taps sooner.
 *
 * Only for content below the fold that renders synchronously: the server may stream a boundary's
 * content just after the rest of the HTML, so one around the first screen could show it late, and
 * content inside must not suspend or call notFound() (the status would already be sent).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
