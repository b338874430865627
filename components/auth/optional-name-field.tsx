"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FormControl, FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** The optional display name of a new account (`name` of the surrounding <Form>). */
export function OptionalNameField() {
  const form = useFormContext<{ name?: string }>();
  const t = useTranslations("auth.fields");
  return (
    <FormField
      label={
        <>
          {t("name")} <span className="font-normal text-muted-foreground">{t("optional")}</span>
        </>
      }
      name="name"
    >
      <FormControl>
        <Input autoComplete="name" {...form.register("name")} />
      </FormControl>
    </FormField>
  );
}
