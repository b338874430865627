"use client";

import { CreditCard, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { digitsOnly, formatCardNumber } from "@/lib/billing/card-rules";
import type { CardFormInput } from "@/lib/billing/schemas";

/**
 * The card inputs of a payment form (number, name, expiry, CVV), with the checkout's typing aids:
 * grouping in fours and moving on when a field is complete. `idPrefix` keeps ids unique per page.
 */
export function CardFields({
  form,
  idPrefix = "card",
}: {
  form: UseFormReturn<CardFormInput>;
  idPrefix?: string;
}) {
  const t = useTranslations("billing.card");
  const id = (name: string) => `${idPrefix}-${name}`;
  const cardNumber = form.register("cardNumber");
  const month = form.register("expiryMonth");
  const year = form.register("expiryYear");
  const cvv = form.register("cvv");
  return (
    <>
      <FormField id={id("number")} label={t("number")} name="cardNumber">
        <div className="relative">
          <CreditCard
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <FormControl>
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              className="pl-10 font-mono tracking-wide"
              maxLength={23}
              {...cardNumber}
              onChange={(event) => {
                event.target.value = formatCardNumber(event.target.value);
                void cardNumber.onChange(event);
                if (digitsOnly(event.target.value).length === 16) form.setFocus("cardholderName");
              }}
            />
          </FormControl>
        </div>
      </FormField>
      <FormField id={id("name")} label={t("holder")} name="cardholderName">
        <FormControl>
          <Input autoComplete="cc-name" {...form.register("cardholderName")} />
        </FormControl>
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField id={id("month")} label={t("month")} name="expiryMonth">
          <FormControl>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder={t("monthPlaceholder")}
              maxLength={2}
              {...month}
              onChange={(event) => {
                event.target.value = digitsOnly(event.target.value).slice(0, 2);
                void month.onChange(event);
                void form.trigger("expiryMonth");
                if (event.target.value.length === 2) form.setFocus("expiryYear");
              }}
            />
          </FormControl>
        </FormField>
        <FormField id={id("year")} label={t("year")} name="expiryYear">
          <FormControl>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder={t("yearPlaceholder")}
              maxLength={4}
              {...year}
              onChange={(event) => {
                event.target.value = digitsOnly(event.target.value).slice(0, 4);
                void year.onChange(event);
                void form.trigger("expiryMonth");
                if (event.target.value.length === 4) form.setFocus("cvv");
              }}
            />
          </FormControl>
        </FormField>
        <FormField id={id("cvv")} label={t("cvv")} name="cvv">
          <FormControl>
            <Input
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              {...cvv}
              onChange={(event) => {
                event.target.value = digitsOnly(event.target.value).slice(0, 4);
                void cvv.onChange(event);
              }}
            />
          </FormControl>
        </FormField>
      </div>
    </>
  );
}

/**
 * A whole card form: the fields, the submit button (enabled once the card is valid) and the note that
 * the card is encrypted in the browser. Checkout's Pay Now and the fix-card page's Update card.
 */
export function CardForm({
  form,
  onSubmit,
  submitLabel,
  disabled = false,
}: {
  form: UseFormReturn<CardFormInput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  disabled?: boolean;
}) {
  const t = useTranslations("billing.card");
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("formLabel")}>
        <CardFields form={form} />
        <Button type="submit" size="lg" disabled={!form.formState.isValid || disabled}>
          <Lock aria-hidden /> {submitLabel}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t("encrypted")}</p>
      </form>
    </Form>
  );
}
