import type { Locale } from "@/lib/i18n/locales";
import { plainText } from "@/lib/i18n/message-parts";
import { translator } from "@/lib/i18n/translator";
import enBilling from "@/messages/en/billing.json";

type SeededCode = keyof typeof enBilling.plans;
type FeatureKey = keyof typeof enBilling.features;

// The catalogue's English is what the seeds store (lib/billing/plan-seeds.ts). Read as text: the
// build hands the app compiled catalogues (lib/i18n/message-parts.ts).
const seeded = Object.fromEntries(
  Object.entries(enBilling.plans).map(([code, plan]) => [
    code,
    { name: plainText(plan.name), description: plainText(plan.description) },
  ]),
) as Record<SeededCode, { name: string | null; description: string | null }>;
const features = new Map(
  Object.entries(enBilling.features).map(([key, text]) => [plainText(text), key as FeatureKey]),
);
const isSeeded = (code: string): code is SeededCode => Object.hasOwn(seeded, code);

/**
 * A plan's words in the reader's language. Plans are stored in English; the seeded ones have their
 * translations in the billing catalogue, by plan code (name, description) and by feature. A stored
 * text is translated only while it is still the catalogue's English: a plan an admin created, or a
 * text an admin changed, is shown as stored.
 */
export async function planWords(locale: Locale) {
  const t = await translator(locale, "billing");
  return {
    name: ({ code, name }: { code: string; name: string }) =>
      isSeeded(code) && seeded[code].name === name ? t(`plans.${code}.name`) : name,
    description: ({ code, description }: { code: string; description: string }) =>
      isSeeded(code) && seeded[code].description === description
        ? t(`plans.${code}.description`)
        : description,
    feature: (text: string) => {
      const key = features.get(text);
      return key ? t(`features.${key}`) : text;
    },
  };
}

/** Plans as the reader sees them: name, description and features in their language. */
export async function localizePlans<
  P extends { code: string; name: string; description: string; features: string[] },
>(plans: P[], locale: Locale): Promise<P[]> {
  const words = await planWords(locale);
  return plans.map((plan) => ({
    ...plan,
    name: words.name(plan),
    description: words.description(plan),
    features: plan.features.map(words.feature),
  }));
}

/** One plan's name in `locale`. */
export async function planName(plan: { code: string; name: string }, locale: Locale): Promise<string> {
  return (await planWords(locale)).name(plan);
}
