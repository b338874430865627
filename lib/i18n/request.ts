import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./catalogues";
import { defaultLocale, isLocale } from "./locales";

/** next-intl's per-request configuration: the language of the [locale] segment and its catalogue. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
