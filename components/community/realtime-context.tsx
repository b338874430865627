"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";

/** The realtime transport the server chose, passed down by the page; components never pick one. */
const RealtimeConfigContext = createContext<ClientRealtimeConfig | null>(null);

export function RealtimeConfigProvider({
  config,
  children,
}: {
  config: ClientRealtimeConfig;
  children: ReactNode;
}) {
  return <RealtimeConfigContext.Provider value={config}>{children}</RealtimeConfigContext.Provider>;
}

export function useRealtimeConfig(): ClientRealtimeConfig {
  const config = useContext(RealtimeConfigContext);
  if (!config) throw new Error("useCommunityRealtime needs a RealtimeConfigProvider");
  return config;
}
