import "server-only";
import { site } from "@/lib/config/site";
import { siteUrl } from "@/lib/config/url";
import { renderEmail } from "@/lib/services/email/layout";

/** The emails of the account flows. Links point at the served origin (NEXTAUTH_URL / SITE_URL). */
export function confirmationEmail(token: string, expiryHours: number) {
  return renderEmail({
    subject: `Confirm your ${site.name} account`,
    paragraphs: [
      `Welcome to ${site.name}! Please confirm your email address to finish setting up your account.`,
      `This link works once and expires in ${expiryHours} hours.`,
    ],
    action: {
      label: "Confirm my email",
      url: `${siteUrl()}/auth/confirm?token=${encodeURIComponent(token)}`,
    },
    footnote: "If you did not create an account, you can ignore this email.",
  });
}

export function alreadyRegisteredEmail() {
  return renderEmail({
    subject: `Your ${site.name} account`,
    paragraphs: [
      `Someone (hopefully you) tried to create a ${site.name} account with this email address, but you already have one.`,
      "You can log in, or reset your password if you have forgotten it.",
    ],
    action: { label: "Reset my password", url: `${siteUrl()}/forgot-password` },
    footnote: "If this was not you, no action is needed: your account is unchanged.",
  });
}

export function passwordResetEmail(token: string, expiryMinutes: number) {
  return renderEmail({
    subject: `Reset your ${site.name} password`,
    paragraphs: [
      "We received a request to reset your password.",
      `This link works once and expires in ${expiryMinutes} minutes. Resetting signs you out on every device.`,
    ],
    action: {
      label: "Choose a new password",
      url: `${siteUrl()}/reset-password?token=${encodeURIComponent(token)}`,
    },
    footnote: "If you did not ask for this, ignore this email: your password stays the same.",
  });
}

export function joinLinkEmail(token: string, planCode: string) {
  return renderEmail({
    subject: `Your invitation to ${site.name}`,
    paragraphs: [
      `You have been invited to join ${site.name}${planCode !== "basic" ? ` with the ${planCode} plan` : ""}.`,
      "Choose a password to create your account. The link works once and expires in 7 days.",
    ],
    action: { label: "Create my account", url: `${siteUrl()}/join?token=${encodeURIComponent(token)}` },
  });
}
