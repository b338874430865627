import { redirect } from "next/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

/** The dashboard opens on its first tab. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  redirect("/lawyer/dashboard/marketplace");
}
