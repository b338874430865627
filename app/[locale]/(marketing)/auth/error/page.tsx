import { AlertTriangle } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { ResendConfirmationButton } from "@/components/auth/resend-confirmation-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { authErrorContent } from "@/lib/auth/auth-error";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.authError" });
  return { title: t("metaTitle"), robots: { index: false } };
}

type Params = Promise<SearchParams>;

/** The authentication error screen. proxy.ts shows it in place of any page whose URL has `error`. */
export default async function AuthErrorPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Params }) {
  await pageLocale(params);
  const t = await getTranslations("auth.authError");
  const query = await searchParams;
  const content = authErrorContent({
    error: firstValue(query.error) ?? null,
    errorCode: firstValue(query.error_code) ?? null,
    errorDescription: firstValue(query.error_description) ?? null,
  });
  return (
    <section
      data-hide-bottom-nav
      className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-16 text-center sm:py-24"
    >
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive"
        aria-hidden
      >
        <AlertTriangle className="size-7" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{t(`title.${content.kind}`)}</h1>
      <p className="text-pretty text-muted-foreground">
        {content.description ?? t(`message.${content.kind}`)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {content.canResend ? (
          <ClientMessages namespaces={["auth.resend", "auth.failure"]}>
            <ResendConfirmationButton />
          </ClientMessages>
        ) : null}
        <Button asChild variant={content.canResend ? "outline" : "primary"}>
          <Link href="/">{t("home")}</Link>
        </Button>
      </div>
    </section>
  );
}
