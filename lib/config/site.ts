/**
 * Product identity and site-wide constants. One source of truth for names and links; the tagline and
 * description are words, in the `layout` messages of each language.
 */
export const site = {
  name: "Latitud",
  supportEmail: "support@latitud.app",
  privacyEmail: "privacy@latitud.app",
  /** Header turns translucent after this many pixels of scroll. */
  headerScrollThreshold: 10,
} as const;

/** Local storage keys. */
export const storageKeys = {
  alphaBannerDismissed: "latitud:alpha-banner-dismissed",
  anonymousToken: "latitud:anonymous-token",
  assistantName: "latitud:assistant-name",
  chatId: "latitud:chat-id",
  chatUsage: (chatType: string) => `latitud:chat-usage:${chatType}`,
  /** "1" while this browser is signed in: read before the first paint (lib/config/first-paint-script.ts). */
  signedInHint: "latitud:signed-in",
} as const;

/** Session storage key that remembers where to go after logging in. */
export const authRedirectKey = "latitud:auth-redirect";

/** Session storage key of the plan chosen on /subscription, read by /card-payment. */
export const selectedPlanKey = "latitud:selected-plan";
