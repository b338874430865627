import { useTranslations } from "next-intl";
import { FooterLanguageSwitcher } from "@/components/i18n/language-switcher";
import { Link } from "@/lib/i18n/navigation";
import { LogoMark } from "@/components/layout/logo";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { Button } from "@/components/ui/button";
import { footerNav } from "@/lib/config/navigation";
import { site } from "@/lib/config/site";

export function SiteFooter() {
  const t = useTranslations("layout");
  const nav = useTranslations("common.nav");
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="grid content-start gap-5">
          <Link href="/" className="flex w-fit items-center gap-2 rounded-md text-lg font-bold text-white">
            <LogoMark />
            {site.name}
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-300">{t("site.description")}</p>
          <div className="grid max-w-md gap-2">
            <h2 className="text-sm font-semibold text-white">{t("footer.newsletter")}</h2>
            <NewsletterForm variant="dark" />
          </div>
          <Button
            asChild
            variant="outline"
            className="w-fit border-slate-600 bg-transparent text-white hover:bg-slate-800"
          >
            <Link href="/lawyer/apply">{t("footer.becomePartner")}</Link>
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerNav.map((column) => (
            <nav key={column.title} aria-label={t(`footer.${column.title}`)}>
              <h2 className="text-sm font-semibold text-white">{t(`footer.${column.title}`)}</h2>
              <ul className="mt-3 grid gap-1">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link
                      href={item.href}
                      className="inline-block rounded py-1.5 text-sm text-slate-300 hover:text-white"
                    >
                      {nav(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 sm:px-6">
          <p className="text-xs text-slate-400">
            {t("footer.copyright", { year: new Date().getFullYear(), name: site.name })}
          </p>
          <FooterLanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
