"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { MessagePage } from "@/components/layout/message-page";

/** Friendly page for unexpected errors: never a bare 500. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("errors.pages.error");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage
      title={t("title")}
      actions={[
        {
          onClick: reset,
          label: (
            <>
              <RefreshCw aria-hidden /> {t("retry")}
            </>
          ),
        },
        { href: "/", label: t("home") },
      ]}
    >
      {t("text")}
      {error.digest ? (
        <span className="mt-2 block text-xs">{t("reference", { digest: error.digest })}</span>
      ) : null}
    </MessagePage>
  );
}
