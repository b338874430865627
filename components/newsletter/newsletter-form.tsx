"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { subscribeToNewsletterAction } from "@/lib/newsletter/actions";
import { cn } from "@/lib/utils/cn";

/**
 * Newsletter sign-up, on the home page ('Stay Updated') and in every page's footer. Double opt-in:
 * a valid address always gets the same 'check your inbox' answer, shown under the form; the
 * confirmation email does the rest. The shared zod schema is loaded on the first submit, not with
 * the page: this form is on every page, and keeping the validation library out of the first load
 * keeps pages fast. The server action parses the same schema again. Its words are in the `common`
 * catalogue, which every page hands its client components.
 */
export function NewsletterForm({
  variant = "light",
  className,
}: {
  variant?: "light" | "dark";
  className?: string;
}) {
  const t = useTranslations("common.newsletterForm");
  const validation = useTranslations("validation");
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { newsletterSchema } = await import("@/lib/newsletter/schema");
      const parsed = newsletterSchema.safeParse({ email });
      if (!parsed.success) {
        setSent(false);
        const message = parsed.error.issues[0]?.message;
        setError(message && validation.has(message as never) ? validation(message as never) : t("invalid"));
        return;
      }
      const result = await subscribeToNewsletterAction(parsed.data);
      if (result.ok) {
        setError(null);
        setEmail("");
        setSent(true);
      } else {
        setSent(false);
        setError(result.error);
        toast.error(t("failed"), { description: result.error });
      }
    } catch {
      toast.error(t("failed"), { description: t("unexpected") });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className={cn("grid gap-2", className)} aria-label={t("label")}>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("email")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t("placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          tone={variant}
        />
        <Button
          type="submit"
          variant={variant === "dark" ? "accent" : "primary"}
          disabled={submitting}
          className="shrink-0"
        >
          {submitting ? t("submitting") : t("submit")}
        </Button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className={cn("text-sm font-medium", variant === "dark" ? "text-red-300" : "text-destructive")}
        >
          {error}
        </p>
      ) : null}
      {/* The server's answer to every valid sign-up is this same sentence (newsletterMessages.checkInbox). */}
      <p
        role="status"
        className={cn(
          "text-sm font-medium empty:hidden",
          variant === "dark" ? "text-teal-200" : "text-primary",
        )}
      >
        {sent ? t("checkInbox") : null}
      </p>
    </form>
  );
}
