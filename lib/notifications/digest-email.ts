import "server-only";
import { notifications as limits } from "@/lib/config/notifications";
import { site } from "@/lib/config/site";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { renderEmail, siteLink } from "@/lib/services/email/layout";
import type { NotificationKindName } from "./schemas";

export type DigestItem = { kind: NotificationKindName; actorName: string | null; preview: string };

/** The digest email in the member's language: the newest notifications, then how many more. */
export async function digestEmail(items: readonly DigestItem[], locale: Locale) {
  const t = await translator(locale, "notifications");
  const shown = items.slice(0, limits.digestMaxItems);
  const more = items.length - shown.length;
  return renderEmail(
    {
      subject: t("email.subject", { count: items.length, site: site.name }),
      paragraphs: [
        t("email.intro"),
        ...shown.map((item) =>
          t("email.item", {
            what: t(`bell.kind.${item.kind}`, { actor: item.actorName ?? t("bell.someone") }),
            preview: item.preview,
          }),
        ),
        ...(more > 0 ? [t("email.more", { count: more })] : []),
      ],
      action: { label: t("email.action"), url: siteLink("/chat", locale) },
      footnote: t("email.footnote", { url: siteLink("/profile", locale) }),
    },
    locale,
  );
}
