import { LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { redirect } from "next/navigation";
import { JoinAuth } from "@/components/auth/join-auth";
import { JoinLinkForm } from "@/components/auth/join-link-form";
import { Button } from "@/components/ui/button";
import { AuthCardPage as Shell } from "@/components/auth/auth-card-page";
import { getCurrentUser } from "@/lib/auth/current-user";
import { verifyJoinLink } from "@/lib/auth/join-links";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { site } from "@/lib/config/site";
import { firstValue } from "@/lib/http/search-params";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: `Join ${site.name}`,
  description: `Log in or create your ${site.name} account.`,
  alternates: { canonical: "/join" },
};

type Search = Promise<{ token?: string | string[]; next?: string | string[]; tab?: string | string[] }>;

/** /join: with a token, the invitation's registration form; without one, the login form. */
export default async function JoinPage({ params, searchParams }: LocaleParams & { searchParams: Search }) {
  await pageLocale(params);
  const query = await searchParams;
  const token = firstValue(query.token);
  const next = safeRedirectPath(firstValue(query.next) ?? null);

  if (token) {
    const link = await verifyJoinLink(token);
    return (
      <Shell
        title={link.valid ? "Create your account" : "Link Invalid"}
        lead={link.valid ? `You're invited to ${site.name}. Choose a password to finish.` : undefined}
      >
        {link.valid && !link.accountExists ? (
          <JoinLinkForm token={token} email={link.email} />
        ) : (
          <div className="grid justify-items-center gap-4 text-center">
            <LinkIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">
              {link.valid
                ? "An account with this email already exists. Please log in instead."
                : "This join link is invalid or has expired"}
            </p>
            <Button asChild>
              <Link href="/subscription">See subscriptions</Link>
            </Button>
          </div>
        )}
      </Shell>
    );
  }

  if (await getCurrentUser()) redirect(next ?? "/profile");
  return (
    <Shell
      title="Welcome Back"
      lead={next ? "Please log in to continue." : `Log in to ${site.name}, or create a free account.`}
    >
      <JoinAuth next={next} initialTab={firstValue(query.tab) === "register" ? "register" : "login"} />
    </Shell>
  );
}
