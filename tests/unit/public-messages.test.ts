import enErrors from "@/messages/en/errors.json";
import enValidation from "@/messages/en/validation.json";
import enHome from "@/messages/en/home.json";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { newsExamples } from "@/lib/news/sample-items";
import { newsletterMessages, newsletterSchema } from "@/lib/newsletter/schema";
import { waitlistSchema } from "@/lib/waitlist/schema";

// The public pages' messages that code and catalogues both hold: what the newsletter and the
// waitlist send, and the built-in news examples the home page shows in the reader's language.

describe("newsletter and waitlist messages", () => {
  it("maps every English failure of the newsletter to its catalogue entry", () => {
    // The link's lifetime is a value of the message ({hours}), read back from the English text.
    const hours = /\d+/.exec(newsletterMessages.invalidLink)![0];
    expect(enErrors.server.newsletter).toEqual({
      failed: newsletterMessages.failed,
      invalidLink: newsletterMessages.invalidLink.replace(hours, "{hours}"),
      confirmFailed: newsletterMessages.confirmFailed,
      unsubscribeInvalid: "This unsubscribe link is invalid.",
    });
    for (const text of [...Object.values(enErrors.server.newsletter), newsletterMessages.invalidLink]) {
      if (text.includes("{")) continue;
      expect(localizeMessage(text, "en")).toBe(text);
      expect(localizeMessage(text, "es")).not.toBe(text);
      expect(localizeMessage(text, "pt")).not.toBe(text);
    }
    // Each language states the configuration's figure.
    for (const locale of ["es", "pt"] as const)
      expect(localizeMessage(newsletterMessages.invalidLink, locale)).toContain(`${hours} horas`);
  });

  it("names the forms' email messages by validation key, English as before", () => {
    const message = (schema: typeof newsletterSchema | typeof waitlistSchema) =>
      schema.safeParse({ email: "nomad" }).error?.issues[0]?.message ?? "";
    expect(message(newsletterSchema)).toBe("newsletter.email");
    expect(message(waitlistSchema)).toBe("waitlist.email");
    expect(localizeMessage("newsletter.email", "en")).toBe(newsletterMessages.invalid);
    expect(enValidation.waitlist.email).toBe("Please enter a valid email address");
    expect(localizeMessage("waitlist.email", "es")).toBe("Ingresa un correo electrónico válido");
  });
});

describe("news examples", () => {
  it("has each built-in example's English text in the home catalogue, under its id", () => {
    const examples: Record<string, { title: string; description: string }> = enHome.news.examples;
    for (const example of newsExamples()) {
      const key = example.id.replace(/^example-/, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(examples[key]).toEqual({ title: example.title, description: example.description });
    }
    expect(Object.keys(examples)).toHaveLength(newsExamples().length);
  });
});
