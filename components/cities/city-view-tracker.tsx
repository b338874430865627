"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { toast } from "@/components/ui/toast";

/**
 * Adds the 'interested-in-{country}' tag to a signed-in member's profile after the page has shown
 * (the page itself is static and never waits for this). Visitors: nothing happens. The first time,
 * the member is told in words ('Added Chile to your interests'); the tag itself is internal.
 * `tagCountry` is the country's English name (the tag is the same in every language), `country`
 * its name in the page's language.
 */
export function CityViewTracker({ tagCountry, country }: { tagCountry: string; country: string }) {
  const t = useTranslations("cities.city");
  const viewer = useViewer();
  const signedIn = viewer.status === "authenticated";
  useEffect(() => {
    if (!signedIn) return;
    const tag = `interested-in-${tagCountry.trim().toLowerCase()}`;
    const controller = new AbortController();
    fetch("/api/profile/tags", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tag, source: "city-page-view" }),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ exists: boolean }>) : null))
      .then((result) => {
        if (result && !result.exists) toast(t("interestAdded", { country: country.trim() }));
      })
      .catch(() => {
        // Tagging is a nicety: never bother the reader with its failures.
      });
    return () => controller.abort();
  }, [signedIn, tagCountry, country, t]);
  return null;
}
