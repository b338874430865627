"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { meetupLimits } from "@/lib/meetups/limits";
import { proposeMeetupSchema, type ProposeMeetup, type ProposeMeetupInput } from "@/lib/meetups/schemas";
import { proposeMeetup } from "./meetups-api";

const fields = ["title", "startsAt", "place", "capacity", "note"] as const;

/** The form to propose a meetup in a city: the same zod schema as the server's. */
export function ProposeMeetupForm({
  city,
  onCreated,
  onClose,
}: {
  city: { id: string; name: string };
  onCreated: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("meetups.form");
  const words = useTranslations("meetups");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProposeMeetupInput, unknown, ProposeMeetup>({
    resolver: zodResolver(proposeMeetupSchema),
    defaultValues: { cityId: city.id, title: "", startsAt: "", place: "", capacity: 6, note: "" },
  });
  const { register, formState } = form;

  async function submit(values: ProposeMeetup) {
    setFailure(null);
    const outcome = await proposeMeetup(values);
    if (outcome.ok) {
      toast.success(t("created"));
      form.reset();
      onCreated();
      return;
    }
    const field = fields.find((name) => name === outcome.field);
    if (field && outcome.error) form.setError(field, { message: outcome.error }, { shouldFocus: true });
    else setFailure(outcome.error ?? words("failed"));
  }

  return (
    <HookForm
      form={form}
      onSubmit={submit}
      aria-labelledby="propose-meetup-heading"
      className="grid gap-4 rounded-xl border bg-white p-4 sm:p-5"
    >
      <h3 id="propose-meetup-heading" className="text-lg font-semibold">
        {t("heading", { city: city.name })}
      </h3>
      <FormField name="title" label={t("title")}>
        <FormControl>
          <Input
            {...register("title")}
            placeholder={t("titlePlaceholder")}
            maxLength={meetupLimits.titleMaxLength}
          />
        </FormControl>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="startsAt" label={t("startsAt")} hint={t("startsAtHint", { city: city.name })}>
          <FormControl>
            <Input type="datetime-local" {...register("startsAt")} />
          </FormControl>
        </FormField>
        <FormField name="capacity" label={t("capacity")}>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={meetupLimits.minCapacity}
              max={meetupLimits.maxCapacity}
              {...register("capacity")}
            />
          </FormControl>
        </FormField>
      </div>
      <FormField name="place" label={t("place")} hint={t("placeHint")}>
        <FormControl>
          <Input {...register("place")} maxLength={meetupLimits.placeMaxLength} />
        </FormControl>
      </FormField>
      <FormField name="note" label={t("note")}>
        <FormControl>
          <Textarea {...register("note")} maxLength={meetupLimits.noteMaxLength} rows={3} />
        </FormControl>
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </HookForm>
  );
}
