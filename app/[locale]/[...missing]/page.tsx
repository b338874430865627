import { notFound } from "next/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

/**
 * The 404 document of each language, prerendered at /<locale>/not-found: the proxy serves it for
 * every path no page answers (app/[locale]/not-found.tsx, in the shell, in that language). Other
 * paths are never rendered here (the layout's dynamicParams = false).
 */
export function generateStaticParams() {
  return [{ missing: ["not-found"] }];
}

export default async function Missing({ params }: LocaleParams) {
  await pageLocale(params);
  notFound();
}
