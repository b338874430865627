"use client";

import { useEffect } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { toast } from "@/components/ui/toast";

/**
 * Adds the 'interested-in-{country}' tag to a signed-in member's profile after the page has shown
 * (the page itself is static and never waits for this). Visitors: nothing happens. The first time,
 * the member is told in words ('Added Chile to your interests'); the tag itself is internal.
 */
export function CityViewTracker({ country }: { country: string }) {
  const viewer = useViewer();
  const signedIn = viewer.status === "authenticated";
  useEffect(() => {
    if (!signedIn) return;
    const tag = `interested-in-${country.trim().toLowerCase()}`;
    const controller = new AbortController();
    fetch("/api/profile/tags", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tag, source: "city-page-view" }),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ exists: boolean }>) : null))
      .then((result) => {
        if (result && !result.exists) toast(`Added ${country.trim()} to your interests`);
      })
      .catch(() => {
        // Tagging is a nicety: never bother the reader with its failures.
      });
    return () => controller.abort();
  }, [signedIn, country]);
  return null;
}
