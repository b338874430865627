"use client";

import { Compass } from "lucide-react";
import { useTranslations } from "next-intl";
import { MessagePage } from "@/components/layout/message-page";

/**
 * The 404 page's text. A client component with its words in `errors`, which every page hands the
 * browser: Next.js renders a not-found file beside the page, before the layout has announced the
 * page's language on the server, and reading it from the request would make every 404 dynamic.
 */
export function NotFoundMessage() {
  const t = useTranslations("errors.pages.notFound");
  return (
    <MessagePage
      icon={<Compass />}
      eyebrow="404"
      title={t("title")}
      actions={[
        { href: "/", label: t("home") },
        { href: "/cities", label: t("cities") },
      ]}
    >
      {t("text")}
    </MessagePage>
  );
}
