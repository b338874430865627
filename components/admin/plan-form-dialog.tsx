"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormControl, FormField, HookForm } from "@/components/ui/form";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { createPlanAction, updatePlanAction } from "@/lib/admin/actions";
import { planFormSchema, type PlanFormInput } from "@/lib/admin/schemas";
import { useRouter } from "@/lib/i18n/navigation";

/** Create or edit a plan: price in dollars, features one per line, popular and admin-only flags. */
export function PlanFormDialog({
  plan,
  trigger,
}: {
  plan?: { id: string } & PlanFormInput;
  trigger: string;
}) {
  const t = useTranslations("admin.plans.form");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<PlanFormInput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ?? {
      code: "",
      name: "",
      description: "",
      price: "",
      period: "monthly",
      intervalDays: 30,
      features: "",
      isPopular: false,
      isAdminOnly: false,
    },
  });
  const { isSubmitting } = form.formState;

  async function save(values: PlanFormInput) {
    const result = plan
      ? await updatePlanAction({ ...values, planId: plan.id })
      : await createPlanAction(values);
    if (!result.ok) return void toast.error(t("notSaved"), { description: result.error });
    toast.success(plan ? t("updated") : t("created"));
    setOpen(false);
    router.refresh();
  }

  const id = plan?.id ?? "new";
  const title = plan ? t("editTitle", { name: plan.name }) : t("newTitle");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={plan ? "outline" : "primary"}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <HookForm form={form} onSubmit={save} className="grid gap-3" aria-label={title}>
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-code`} label={t("code")} name="code">
              <FormControl>
                <Input disabled={Boolean(plan)} {...form.register("code")} />
              </FormControl>
            </FormField>
            <FormField id={`${id}-name`} label={t("name")} name="name">
              <FormControl>
                <Input {...form.register("name")} />
              </FormControl>
            </FormField>
          </div>
          <FormField id={`${id}-description`} label={t("description")} name="description">
            <FormControl>
              <Input {...form.register("description")} />
            </FormControl>
          </FormField>
          <div className="grid grid-cols-3 gap-3">
            <FormField id={`${id}-price`} label={t("price")} name="price">
              <FormControl>
                <Input inputMode="decimal" {...form.register("price")} />
              </FormControl>
            </FormField>
            <FormField id={`${id}-period`} label={t("period")} name="period">
              <FormControl>
                <select
                  className="h-11 rounded-lg border border-input bg-white px-3 text-sm"
                  {...form.register("period")}
                >
                  <option value="monthly">{t("periods.monthly")}</option>
                  <option value="quarterly">{t("periods.quarterly")}</option>
                  <option value="annual">{t("periods.annual")}</option>
                </select>
              </FormControl>
            </FormField>
            <FormField id={`${id}-days`} label={t("intervalDays")} name="intervalDays">
              <FormControl>
                <Input inputMode="numeric" {...form.register("intervalDays")} />
              </FormControl>
            </FormField>
          </div>
          <FormField id={`${id}-features`} label={t("features")} name="features">
            <FormControl>
              <Textarea rows={4} {...form.register("features")} />
            </FormControl>
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("isPopular")} /> {t("popular")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("isAdminOnly")} /> {t("adminOnly")}
          </label>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
