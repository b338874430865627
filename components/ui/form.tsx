"use client";

import { useTranslations } from "next-intl";
import { Slot } from "radix-ui";
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import {
  FormProvider,
  useFormContext,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";
import { cn } from "@/lib/utils/cn";

/** A react-hook-form form's state for the fields inside it: `<Form {...form}><form>…</form></Form>`. */
export const Form = FormProvider;

/**
 * A react-hook-form form: its state for the fields inside, and a <form> that validates on submit
 * (the browser's own validation off, so the schema's messages show) before calling `onSubmit`.
 */
export function HookForm<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  ...props
}: {
  form: UseFormReturn<TValues, TContext, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TValues>;
} & Omit<ComponentProps<"form">, "onSubmit">) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} {...props} />
    </FormProvider>
  );
}

type FieldIds = { id: string; describedBy?: string; invalid: boolean };

const FieldContext = createContext<FieldIds | null>(null);

/**
 * One form field: label, control, hint and error, wired for screen readers. The control goes in
 * FormControl, which gives it the field's id, aria-describedby (the error, else the hint) and
 * aria-invalid. `name` reads the field's error from the surrounding <Form>; `error` shows one the form
 * holds itself (a server's answer, or a form without react-hook-form). `id` defaults to a generated one.
 */
export function FormField({
  name,
  id: givenId,
  label,
  hint,
  error: givenError,
  children,
  className,
}: {
  name?: string;
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const form = useFormContext(); // null outside <Form>
  const t = useTranslations("validation");
  const message =
    givenError ?? (form && name ? form.getFieldState(name, form.formState).error?.message : undefined);
  // Schemas name their messages by `validation` key; a server's answer comes already translated.
  const error = message && t.has(message as never) ? t(message as never) : message;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>
        {children}
      </FieldContext.Provider>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field's control (an Input, a select, …): takes the id and the aria attributes of its FormField. */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const field = useContext(FieldContext);
  if (!field) throw new Error("FormControl must be inside a FormField");
  return (
    <Slot.Root
      id={field.id}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid ? true : undefined}
      {...props}
    />
  );
}
