import { LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link, redirect as localeRedirect } from "@/lib/i18n/navigation";
import { redirect } from "next/navigation";
import { JoinAuth } from "@/components/auth/join-auth";
import { JoinLinkForm } from "@/components/auth/join-link-form";
import { Button } from "@/components/ui/button";
import { AuthCardPage as Shell } from "@/components/auth/auth-card-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getCurrentUser } from "@/lib/auth/current-user";
import { verifyJoinLink } from "@/lib/auth/join-links";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { site } from "@/lib/config/site";
import { firstValue } from "@/lib/http/search-params";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.join" });
  return {
    title: t("metaTitle", { name: site.name }),
    description: t("metaDescription", { name: site.name }),
    alternates: pageAlternates("/join", locale),
  };
}

type Search = Promise<{ token?: string | string[]; next?: string | string[]; tab?: string | string[] }>;

/** /join: with a token, the invitation's registration form; without one, the login form. */
export default async function JoinPage({ params, searchParams }: LocaleParams & { searchParams: Search }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("auth.join");
  const query = await searchParams;
  const token = firstValue(query.token);
  // `next` is a full path, in its own language already.
  const next = safeRedirectPath(firstValue(query.next) ?? null);

  if (token) {
    const link = await verifyJoinLink(token);
    return (
      <Shell
        title={link.valid ? t("createTitle") : t("invalidTitle")}
        lead={link.valid ? t("invited", { name: site.name }) : undefined}
      >
        {link.valid && !link.accountExists ? (
          <ClientMessages namespaces={["auth.join", "auth.fields", "auth.passwordHint", "validation.auth"]}>
            <JoinLinkForm token={token} email={link.email} />
          </ClientMessages>
        ) : (
          <div className="grid justify-items-center gap-4 text-center">
            <LinkIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">{link.valid ? t("accountExists") : t("invalid")}</p>
            <Button asChild>
              <Link href="/subscription">{t("seeSubscriptions")}</Link>
            </Button>
          </div>
        )}
      </Shell>
    );
  }

  if (await getCurrentUser()) {
    if (next) redirect(next);
    localeRedirect({ href: "/profile", locale });
  }
  return (
    <Shell title={t("welcomeTitle")} lead={next ? t("continueLead") : t("lead", { name: site.name })}>
      {/* The login and registration forms: most of the account words. */}
      <ClientMessages namespaces={["auth", "validation.auth"]}>
        <JoinAuth next={next} initialTab={firstValue(query.tab) === "register" ? "register" : "login"} />
      </ClientMessages>
    </Shell>
  );
}
