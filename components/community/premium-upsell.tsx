import { MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { MessagePage } from "@/components/layout/message-page";

/** What a signed-in member without a subscription sees on /chat. */
export function PremiumUpsell() {
  const t = useTranslations("community.upsell");
  return (
    <MessagePage
      icon={<MessagesSquare />}
      tone="accent"
      title={t("title")}
      actions={[{ href: "/subscription", label: t("action"), variant: "accent", size: "lg" }]}
    >
      {t("text")}
    </MessagePage>
  );
}
