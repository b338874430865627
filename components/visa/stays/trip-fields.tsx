"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, inputClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { stayCountries } from "@/lib/visa/stays/countries";
import { tripInputSchema, type TripInput } from "@/lib/visa/stays/trips";

type FieldErrors = Partial<Record<"country" | "entry" | "exit", string>>;

/** Country, entry and exit, checked with the schema the server uses; used to add a trip and for the what-if. */
export function TripForm({
  submitLabel,
  onSubmit,
  testId,
}: {
  submitLabel: string;
  onSubmit: (trip: TripInput) => Promise<boolean> | boolean;
  testId: string;
}) {
  const t = useTranslations("stays");
  const tv = useTranslations("validation");
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const exit = String(data.get("exit") ?? "");
    const parsed = tripInputSchema.safeParse({
      country: String(data.get("country") ?? ""),
      entry: String(data.get("entry") ?? ""),
      exit: exit === "" ? null : exit,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= tv(issue.message as "stays.country");
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (await onSubmit(parsed.data)) form.reset();
  }

  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name]
      ? `${id}-${name}-error`
      : name === "exit"
        ? `${id}-exit-hint`
        : undefined,
  });
  const error = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
      data-testid={testId}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-country`}>{t("form.country")}</Label>
        <select {...field("country")} className={inputClassName} defaultValue="">
          <option value="" disabled>
            {t("form.choose")}
          </option>
          {stayCountries.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`)}
            </option>
          ))}
        </select>
        {error("country")}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-entry`}>{t("form.entry")}</Label>
        <Input type="date" {...field("entry")} />
        {error("entry")}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-exit`}>{t("form.exit")}</Label>
        <Input type="date" {...field("exit")} />
        <p id={`${id}-exit-hint`} className="text-xs text-muted-foreground">
          {t("form.exitHint")}
        </p>
        {error("exit")}
      </div>
      <div className="grid gap-1 lg:pt-6">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
