"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, inputClassName } from "@/components/ui/input";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import {
  eligibilityFormSchema,
  nationalities,
  queryFromForm,
  stayUnits,
  type EligibilityForm as FormValues,
  type EligibilityParam,
  type EligibilityValues,
} from "@/lib/visa/eligibility/input";
import { cn } from "@/lib/utils/cn";
import { payerKinds } from "@/lib/visa/facts/schema";

/**
 * The check's questions. Without JavaScript it is a plain GET form: the browser puts the answers in
 * the URL and the server renders the result. With it, the same schema validates in place and the
 * URL is replaced without a reload, so the result stays shareable either way.
 */
export function EligibilityForm({
  defaultValues,
  errors,
}: {
  defaultValues: FormValues;
  /** Message keys of the fields the server could not read from the URL. */
  errors: Partial<Record<EligibilityParam, string>>;
}) {
  const t = useTranslations("eligibility.form");
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The server's errors describe the URL it was given; they go once you submit again.
  const [serverErrors, setServerErrors] = useState(errors);
  const form = useForm<FormValues, unknown, EligibilityValues>({
    resolver: zodResolver(eligibilityFormSchema),
    defaultValues,
  });

  function onSubmit() {
    setServerErrors({});
    const query = queryFromForm(form.getValues());
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  const field = (name: EligibilityParam) => ({ name, error: serverErrors[name] });
  // The answers are also written into the HTML, so the form shows them before (or without) JavaScript.
  const answer = (name: EligibilityParam) => ({ ...form.register(name), defaultValue: defaultValues[name] });

  return (
    <HookForm
      form={form}
      onSubmit={onSubmit}
      onInvalid={() => setServerErrors({})}
      method="get"
      aria-label={t("label")}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormField
        className="content-start"
        id="eligibility-nationality"
        label={t("nationality")}
        {...field("nationality")}
      >
        <FormControl>
          <select className={inputClassName} {...answer("nationality")}>
            <option value="">{t("choose")}</option>
            {nationalities.map((code) => (
              <option key={code} value={code}>
                {t(`nationalities.${code}`)}
              </option>
            ))}
          </select>
        </FormControl>
      </FormField>
      <FormField
        className="content-start"
        id="eligibility-income"
        label={t("income")}
        hint={t("incomeHint")}
        {...field("income")}
      >
        <FormControl>
          <Input type="text" inputMode="decimal" autoComplete="off" {...answer("income")} />
        </FormControl>
      </FormField>
      <FormField
        className="content-start"
        id="eligibility-savings"
        label={t("savings")}
        hint={t("savingsHint")}
        {...field("savings")}
      >
        <FormControl>
          <Input type="text" inputMode="decimal" autoComplete="off" {...answer("savings")} />
        </FormControl>
      </FormField>
      <FormField className="content-start" id="eligibility-payer" label={t("payer")} {...field("payer")}>
        <FormControl>
          <select className={inputClassName} {...answer("payer")}>
            <option value="">{t("choose")}</option>
            {payerKinds.map((payer) => (
              <option key={payer} value={payer}>
                {t(`payers.${payer}`)}
              </option>
            ))}
          </select>
        </FormControl>
      </FormField>
      <FormField
        className="content-start"
        id="eligibility-stay"
        label={t("stay")}
        name="stay"
        error={serverErrors.stay ?? serverErrors.stayUnit}
      >
        <div className="flex gap-2">
          <FormControl>
            <Input type="text" inputMode="numeric" autoComplete="off" {...answer("stay")} />
          </FormControl>
          <select aria-label={t("stayUnit")} className={cn(inputClassName, "w-auto")} {...answer("stayUnit")}>
            {stayUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </select>
        </div>
      </FormField>
      <FormField
        className="content-start"
        id="eligibility-dependants"
        label={t("dependants")}
        {...field("dependants")}
      >
        <FormControl>
          <Input type="text" inputMode="numeric" autoComplete="off" {...answer("dependants")} />
        </FormControl>
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center lg:col-span-3">
        <Button type="submit" size="lg" wrap className="justify-center text-center" disabled={pending}>
          {pending ? t("checking") : t("submit")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("optional")}</p>
      </div>
    </HookForm>
  );
}
