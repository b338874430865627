import "server-only";
import { newsletter } from "@/lib/config/newsletter";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { renderEmail } from "@/lib/services/email/layout";

export const unsubscribeUrl = (token: string) => `${siteUrl()}/newsletter/unsubscribe?token=${token}`;
const confirmUrl = (token: string) => `${siteUrl()}/newsletter/confirm?token=${token}`;

/** Sent on sign-up: nothing is subscribed until the owner of the address follows the link. */
export function confirmationEmail(token: string) {
  return renderEmail({
    subject: `Confirm your ${site.name} newsletter subscription`,
    paragraphs: [
      `Someone, hopefully you, asked to get the ${site.name} newsletter at this address: new city guides, visa rule changes and community events across South America, about twice a month.`,
      `Please confirm that you want it. The link works once, within ${newsletter.confirmTokenTtlHours} hours.`,
    ],
    action: { label: "Confirm subscription", url: confirmUrl(token) },
    footnote: "Didn't ask for it? Ignore this email: you won't be subscribed.",
  });
}

/**
 * Sent once the address is confirmed: what to expect, and the way out (also as a List-Unsubscribe
 * header).
 */
export function welcomeEmail(token: string) {
  return {
    ...renderEmail({
      subject: `Welcome to the ${site.name} newsletter`,
      paragraphs: [
        "Thanks for confirming! About twice a month you'll get new city guides, visa rule changes and community events across South America.",
        "Changed your mind? One click unsubscribes you.",
      ],
      action: { label: "Unsubscribe", url: unsubscribeUrl(token) },
    }),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl(token)}>` },
  };
}
