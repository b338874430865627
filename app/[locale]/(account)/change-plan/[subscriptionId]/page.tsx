import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PlanChangeOptions } from "@/components/billing/plan-change-options";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { planChangeOptions } from "@/lib/billing/plan-change/change";
import { AppError } from "@/lib/errors";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";

type Params = { params: Promise<{ locale: string; subscriptionId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "planChange.meta" });
  return { title: t("title"), robots: { index: false } };
}

/** Only the owner's own active subscription: anyone else's id is 'not found'. */
export default async function ChangePlanPage({ params }: Params) {
  await pageLocale(params);
  const t = await getTranslations("planChange.page");
  const { subscriptionId } = await params;
  const user = await requirePageUser(`/change-plan/${encodeURIComponent(subscriptionId)}`);
  const found = await planChangeOptions(user, subscriptionId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    if (error instanceof AppError) return error.message;
    throw error;
  });
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {typeof found === "string" ? <p className="text-muted-foreground">{found}</p> : null}
      </header>
      {typeof found === "string" ? null : <PlanChangeOptions {...found} />}
      <Button asChild variant="outline" className="w-fit">
        <Link href="/profile?tab=subscription">{t("backToProfile")}</Link>
      </Button>
    </div>
  );
}
