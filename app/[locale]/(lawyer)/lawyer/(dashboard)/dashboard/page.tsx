import { redirect } from "@/lib/i18n/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

/** The dashboard opens on its first tab, in the page's language. */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  redirect({ href: "/lawyer/dashboard/marketplace", locale });
}
