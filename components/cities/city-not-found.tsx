"use client";

import { MapPinOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { Link } from "@/lib/i18n/navigation";

/**
 * 'City Not Found' with a way back to the cities, and a toast saying the same. A client component
 * with its words in `errors`, which every page hands the browser: Next.js renders a not-found file
 * beside the page, before the layout has announced the page's language on the server.
 */
export function CityNotFound() {
  const t = useTranslations("errors.pages.cityNotFound");
  useEffect(() => {
    toast.error(t("title"), { description: t("text") });
  }, [t]);
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        aria-hidden
      >
        <MapPinOff className="size-7" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("text")}</p>
      <Button asChild>
        <Link href="/cities">{t("back")}</Link>
      </Button>
    </section>
  );
}
