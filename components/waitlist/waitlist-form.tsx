"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { joinWaitlistAction } from "@/lib/waitlist/actions";
import { waitlistSchema, type WaitlistInput } from "@/lib/waitlist/schema";

/** The waitlist form of /coming-soon: 'Notify Me' when new services open. */
export function WaitlistForm() {
  const [done, setDone] = useState<{ email: string; already: boolean } | null>(null);
  const form = useForm<WaitlistInput>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  async function onSubmit(values: WaitlistInput) {
    try {
      const result = await joinWaitlistAction(values);
      if (!result.ok) {
        form.setError("email", { message: result.error });
        toast.error("Subscription Failed", { description: result.error });
        return;
      }
      setDone({ email: values.email.trim(), already: result.data === "already-joined" });
    } catch {
      toast.error("Subscription Failed", { description: "Something went wrong. Please try again." });
    }
  }

  function onInvalid() {
    toast.error("Invalid Email", { description: "Please enter a valid email address" });
  }

  if (done) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-2 rounded-xl border border-green-200 bg-success-soft p-6 text-center text-green-900"
      >
        <CheckCircle2 className="size-8 text-success" aria-hidden />
        <p className="text-lg font-semibold">
          {done.already ? "You're already on the list" : "You're on the list!"}
        </p>
        <p className="text-sm">
          {done.already ? "We already have " : "We'll email "}
          <strong>{done.email}</strong>
          {done.already ? " and will write when something new opens." : " when something new opens."}
        </p>
      </div>
    );
  }

  return (
    <HookForm
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      className="grid gap-3 text-left"
      aria-label="Join the waitlist"
    >
      <FormField id="waitlist-email" label="Email address" error={error}>
        <FormControl>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...form.register("email")}
          />
        </FormControl>
      </FormField>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Joining..." : "Notify Me"}
      </Button>
    </HookForm>
  );
}
