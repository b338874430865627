import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { renderEmail } from "@/lib/services/email/layout";

export const unsubscribeUrl = (token: string) => `${siteUrl()}/newsletter/unsubscribe?token=${token}`;

/** Sent once on sign-up: what to expect, and the way out (also as a List-Unsubscribe header). */
export function welcomeEmail(token: string) {
  return {
    ...renderEmail({
      subject: `Welcome to the ${site.name} newsletter`,
      paragraphs: [
        "Thanks for subscribing! About twice a month you'll get new city guides, visa rule changes and community events across South America.",
        "Changed your mind? One click unsubscribes you.",
      ],
      action: { label: "Unsubscribe", url: unsubscribeUrl(token) },
    }),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl(token)}>` },
  };
}
