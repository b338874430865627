import type { getTranslations } from "next-intl/server";
import { formatList, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Money, Reason } from "@/lib/visa/eligibility/result";
import { factSentence } from "@/lib/visa/facts/query";
import type { Fact } from "@/lib/visa/facts/schema";

type Translator = Awaited<ReturnType<typeof getTranslations<"eligibility.reasons">>>;

const whole = (amount: number, currency: string, locale: Locale) =>
  formatNumber(amount, locale, { style: "currency", currency, maximumFractionDigits: 0 });

/** A sentence for each reason, with its figures in the reader's language. */
export function reasonText(reason: Reason, facts: readonly Fact[], t: Translator, locale: Locale): string {
  const usd = (amount: number) => whole(amount, "USD", locale);
  const needed = (money: Money) =>
    t("needed", {
      amount: whole(money.amount, money.currency, locale),
      usd: money.currency !== "USD" && money.usd !== undefined ? usd(money.usd) : "none",
    });
  const days = (n: number) => formatNumber(n, locale);
  switch (reason.kind) {
    case "missing-input":
      return t(`missing.${reason.field}`);
    case "no-record":
      return t(`noRecord.${reason.subject}`);
    case "entry":
      return t(`entry.${reason.requirement}`);
    case "stay-fits":
    case "stay-too-long":
    case "stay-extension-unknown": {
      const key = {
        "stay-fits": "stayFits",
        "stay-too-long": "stayTooLong",
        "stay-extension-unknown": "stayExtensionUnknown",
      } as const;
      return t(key[reason.kind], { limit: days(reason.limitDays), stay: days(reason.stayDays) });
    }
    case "stay-fits-with-extension":
      return t("stayFitsWithExtension", {
        limit: days(reason.limitDays),
        extended: days(reason.extendedDays),
        stay: days(reason.stayDays),
      });
    case "income-meets":
    case "income-short":
      return t(reason.kind === "income-meets" ? "incomeMeets" : "incomeShort", {
        needed: needed(reason.needed),
        withDependants: t("dependants", { dependants: reason.dependants }),
        income: usd(reason.incomeUsd),
      });
    case "savings-meets":
    case "savings-short":
      return t(reason.kind === "savings-meets" ? "savingsMeets" : "savingsShort", {
        needed: needed(reason.needed),
        withDependants: t("dependants", { dependants: reason.dependants }),
        savings: usd(reason.savingsUsd),
      });
    case "exchange-rate":
      return t("exchangeRate", {
        needed: needed(reason.needed),
        subject: reason.subject,
        have: usd(reason.have),
      });
    case "not-comparable":
      return t("notComparable", { needed: needed(reason.needed) });
    case "dependants-unknown":
      return t("dependantsUnknown", {
        needed: needed(reason.needed),
        subject: reason.subject,
        dependants: reason.dependants,
      });
    case "payer-allowed":
      return t("payerAllowed", { payer: t(`payers.${reason.payer}`) });
    case "payer-not-allowed":
      return t("payerNotAllowed", {
        payer: t(`payers.${reason.payer}`),
        allowed: formatList(
          reason.allowed.map((payer) => t(`payers.${payer}`)),
          locale,
          "disjunction",
        ),
      });
    case "no-threshold":
      return facts[0] ? factSentence(facts[0], locale) : t("noRecord.income");
    case "insurance-required":
      return t("insuranceRequired");
  }
}
