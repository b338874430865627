import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestPaymentForm } from "@/components/admin/test-payment-form";
import { Button } from "@/components/ui/button";
import { adminAreaAccess } from "@/lib/auth/page-guards";
import { listPlans } from "@/lib/billing/plans";
import { formatMoney } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "admin.testPlans" });
  return {
    title: t("title"),
    robots: { index: false },
    alternates: pageAlternates("/admin/test-plan", locale),
  };
}

/** Admin test plans: breadcrumb, the $1.00 live payment test, and the admin-only plans. */
export default async function TestPlanPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { allowed } = await adminAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  const [plans, t, admin] = await Promise.all([
    listPlans({ includeAdminOnly: true }).then((all) => all.filter((p) => p.isAdminOnly)),
    getTranslations("admin.testPlans"),
    getTranslations("admin"),
  ]);
  const amount = formatMoney(100, locale);
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <nav aria-label={t("breadcrumb")} className="text-sm">
        <ol className="flex gap-2 text-muted-foreground">
          <li>
            <Link href="/admin" className="hover:text-foreground">
              {admin("title")}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-foreground">
            {t("title")}
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <section aria-labelledby="live-test" className="grid gap-3 rounded-2xl border bg-white p-6">
        <h2 id="live-test" className="text-lg font-semibold">
          {t("liveTest", { amount })}
        </h2>
        <p className="text-sm text-muted-foreground">{t("liveTestDescription", { amount })}</p>
        <TestPaymentForm />
      </section>
      <section aria-labelledby="test-plans" className="grid gap-4">
        <h2 id="test-plans" className="text-lg font-semibold">
          {t("adminOnlyPlans")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.code} className="grid gap-2 rounded-2xl border bg-white p-5">
              <p className="font-semibold">{plan.name}</p>
              <p className="text-2xl font-bold">{formatMoney(plan.priceCents, locale, plan.currency)}</p>
              <p className="text-sm text-muted-foreground">{plan.description}</p>
              <Button asChild className="w-fit">
                <Link href={`/checkout?plan=${plan.code}`}>{t("testThisPlan")}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
