import { getTranslations } from "next-intl/server";
import { site } from "@/lib/config/site";
import { metadataLocale } from "@/lib/i18n/server";
import { ogCard, ogSize } from "@/lib/seo/og-card";

type Params = Promise<{ locale: string }>;

/** One card per language, described in that language (its alt text). */
export async function generateImageMetadata({ params }: { params: Params }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "layout.site" });
  return [{ id: "card", alt: `${site.name}: ${t("tagline")}`, size: ogSize, contentType: "image/png" }];
}

export default async function Image({ params }: { params: Params }) {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "home.og" });
  return ogCard({
    eyebrow: t("eyebrow"),
    title: t("title"),
    subtitle: t("subtitle"),
    facts: [t("facts.cities"), t("facts.visaRules"), t("facts.guides")],
  });
}
