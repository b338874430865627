"use client";

import { CreditCard } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { FormField, describedBy } from "@/components/ui/form-field";
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
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const cardNumber = form.register("cardNumber");
  const month = form.register("expiryMonth");
  const year = form.register("expiryYear");
  const cvv = form.register("cvv");
  const aria = (name: string, error: unknown) => ({
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id(name), { error }),
  });
  return (
    <>
      <FormField id={id("number")} label="Card number" error={errors.cardNumber?.message}>
        <div className="relative">
          <CreditCard
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={id("number")}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            className="pl-10 font-mono tracking-wide"
            maxLength={23}
            {...aria("number", errors.cardNumber)}
            {...cardNumber}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              void cardNumber.onChange(event);
              if (digitsOnly(event.target.value).length === 16) form.setFocus("cardholderName");
            }}
          />
        </div>
      </FormField>
      <FormField id={id("name")} label="Cardholder name" error={errors.cardholderName?.message}>
        <Input
          id={id("name")}
          autoComplete="cc-name"
          {...aria("name", errors.cardholderName)}
          {...form.register("cardholderName")}
        />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField id={id("month")} label="Month" error={errors.expiryMonth?.message}>
          <Input
            id={id("month")}
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder="MM"
            maxLength={2}
            {...aria("month", errors.expiryMonth)}
            {...month}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 2);
              void month.onChange(event);
              void form.trigger("expiryMonth");
              if (event.target.value.length === 2) form.setFocus("expiryYear");
            }}
          />
        </FormField>
        <FormField id={id("year")} label="Year" error={errors.expiryYear?.message}>
          <Input
            id={id("year")}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder="YYYY"
            maxLength={4}
            {...aria("year", errors.expiryYear)}
            {...year}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 4);
              void year.onChange(event);
              void form.trigger("expiryMonth");
              if (event.target.value.length === 4) form.setFocus("cvv");
            }}
          />
        </FormField>
        <FormField id={id("cvv")} label="CVV" error={errors.cvv?.message}>
          <Input
            id={id("cvv")}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...aria("cvv", errors.cvv)}
            {...cvv}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value).slice(0, 4);
              void cvv.onChange(event);
            }}
          />
        </FormField>
      </div>
    </>
  );
}
