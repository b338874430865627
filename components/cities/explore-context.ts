"use client";

import { createContext, useContext } from "react";
import type { ExploreMetrics } from "@/lib/cities/explore/rules";
import type { ExploreState } from "@/lib/cities/explore/state";

/**
 * What the city cards' numbers (rendered on the server, inside the explorer) read from the
 * explorer: every city's metrics, the current filters and sort (the chosen month's weather, the
 * ranked metric, the visitor's zone) and the moment time-zone differences are measured at.
 */
export type ExploreView = {
  metrics: ReadonlyMap<string, ExploreMetrics>;
  state: ExploreState;
  now: number;
};

export const ExploreViewContext = createContext<ExploreView | null>(null);

export function useExploreView(): ExploreView {
  const view = useContext(ExploreViewContext);
  if (!view) throw new Error("useExploreView: outside the city explorer");
  return view;
}
